/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcountry1Inputs */

const fr_checkoutcountry1 = /** @type {(inputs: Checkoutcountry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcountry1 = fr_checkoutcountry1;
export { checkoutcountry1 as "checkoutCountry" }