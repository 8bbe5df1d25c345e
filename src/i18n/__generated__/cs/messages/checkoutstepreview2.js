/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepreview2Inputs */

const cs_checkoutstepreview2 = /** @type {(inputs: Checkoutstepreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrola a objednávka`)
};

/**

* @param {Checkoutstepreview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutstepreview2 = cs_checkoutstepreview2;
export { checkoutstepreview2 as "checkoutStepReview" }