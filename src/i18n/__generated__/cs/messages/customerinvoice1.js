/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinvoice1Inputs */

const cs_customerinvoice1 = /** @type {(inputs: Customerinvoice1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faktura ${i?.number}`)
};

/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinvoice1 = cs_customerinvoice1;
export { customerinvoice1 as "customerInvoice" }