/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinvoice1Inputs */

const fr_customerinvoice1 = /** @type {(inputs: Customerinvoice1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture ${i?.number}`)
};

/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoice1 = fr_customerinvoice1;
export { customerinvoice1 as "customerInvoice" }