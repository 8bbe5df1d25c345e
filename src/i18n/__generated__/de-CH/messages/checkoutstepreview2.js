/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepreview2Inputs */

const de_ch2_checkoutstepreview2 = /** @type {(inputs: Checkoutstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen und bestellen`)
};

/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutstepreview2 = de_ch2_checkoutstepreview2;
export { checkoutstepreview2 as "checkoutStepReview" }