/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepreview2Inputs */

const de_checkoutstepreview2 = /** @type {(inputs: Checkoutstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen und bestellen`)
};

/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutstepreview2 = de_checkoutstepreview2;
export { checkoutstepreview2 as "checkoutStepReview" }