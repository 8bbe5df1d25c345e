/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ color: NonNullable<unknown> }} Checkoutcolor1Inputs */

const de_ch2_checkoutcolor1 = /** @type {(inputs: Checkoutcolor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farbe: ${i?.color}`)
};

/**

* @param {Checkoutcolor1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcolor1 = de_ch2_checkoutcolor1;
export { checkoutcolor1 as "checkoutColor" }