/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcountry1Inputs */

const cs_checkoutcountry1 = /** @type {(inputs: Checkoutcountry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Země`)
};

/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcountry1 = cs_checkoutcountry1;
export { checkoutcountry1 as "checkoutCountry" }