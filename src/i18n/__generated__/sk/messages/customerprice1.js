/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerprice1Inputs */

const sk_customerprice1 = /** @type {(inputs: Customerprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cena`)
};

/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerprice1 = sk_customerprice1;
export { customerprice1 as "customerPrice" }