/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerprice1Inputs */

const nl_customerprice1 = /** @type {(inputs: Customerprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijs`)
};

/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerprice1 = nl_customerprice1;
export { customerprice1 as "customerPrice" }