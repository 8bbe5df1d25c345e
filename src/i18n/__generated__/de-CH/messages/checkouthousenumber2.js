/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouthousenumber2Inputs */

const de_ch2_checkouthousenumber2 = /** @type {(inputs: Checkouthousenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hausnummer`)
};

/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkouthousenumber2 = de_ch2_checkouthousenumber2;
export { checkouthousenumber2 as "checkoutHouseNumber" }