/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplacing1Inputs */

const de_ch2_checkoutplacing1 = /** @type {(inputs: Checkoutplacing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bestellung wird abgeschlossen …`)
};

/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutplacing1 = de_ch2_checkoutplacing1;
export { checkoutplacing1 as "checkoutPlacing" }