/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Customerbarcode1Inputs */

const de_ch2_customerbarcode1 = /** @type {(inputs: Customerbarcode1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strichcode ${i?.code}`)
};

/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerbarcode1 = de_ch2_customerbarcode1;
export { customerbarcode1 as "customerBarcode" }