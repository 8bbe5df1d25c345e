/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepreview2Inputs */

const fr_checkoutstepreview2 = /** @type {(inputs: Checkoutstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier et commander`)
};

/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutstepreview2 = fr_checkoutstepreview2;
export { checkoutstepreview2 as "checkoutStepReview" }