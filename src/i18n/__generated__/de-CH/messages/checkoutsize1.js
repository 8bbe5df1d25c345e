/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Checkoutsize1Inputs */

const de_ch2_checkoutsize1 = /** @type {(inputs: Checkoutsize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grösse: ${i?.size}`)
};

/**

* @param {Checkoutsize1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsize1 = de_ch2_checkoutsize1;
export { checkoutsize1 as "checkoutSize" }