/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerprice1Inputs */

const cs_customerprice1 = /** @type {(inputs: Customerprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cena`)
};

/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerprice1 = cs_customerprice1;
export { customerprice1 as "customerPrice" }