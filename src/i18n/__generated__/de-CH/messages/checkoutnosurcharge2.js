/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutnosurcharge2Inputs */

const de_ch2_checkoutnosurcharge2 = /** @type {(inputs: Checkoutnosurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ohne Aufpreis`)
};

/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutnosurcharge2 = de_ch2_checkoutnosurcharge2;
export { checkoutnosurcharge2 as "checkoutNoSurcharge" }