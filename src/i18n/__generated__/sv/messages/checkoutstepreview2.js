/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepreview2Inputs */

const sv_checkoutstepreview2 = /** @type {(inputs: Checkoutstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Granska och beställ`)
};

/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutstepreview2 = sv_checkoutstepreview2;
export { checkoutstepreview2 as "checkoutStepReview" }