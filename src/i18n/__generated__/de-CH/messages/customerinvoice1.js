/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinvoice1Inputs */

const de_ch2_customerinvoice1 = /** @type {(inputs: Customerinvoice1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnung ${i?.number}`)
};

/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinvoice1 = de_ch2_customerinvoice1;
export { customerinvoice1 as "customerInvoice" }