/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcountry1Inputs */

const nl_checkoutcountry1 = /** @type {(inputs: Checkoutcountry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Land`)
};

/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcountry1 = nl_checkoutcountry1;
export { checkoutcountry1 as "checkoutCountry" }