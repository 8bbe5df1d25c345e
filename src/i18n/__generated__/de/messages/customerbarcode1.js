/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Customerbarcode1Inputs */

const de_customerbarcode1 = /** @type {(inputs: Customerbarcode1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strichcode ${i?.code}`)
};

/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerbarcode1 = de_customerbarcode1;
export { customerbarcode1 as "customerBarcode" }