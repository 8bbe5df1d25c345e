/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcountry1Inputs */

const sv_checkoutcountry1 = /** @type {(inputs: Checkoutcountry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Land`)
};

/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcountry1 = sv_checkoutcountry1;
export { checkoutcountry1 as "checkoutCountry" }