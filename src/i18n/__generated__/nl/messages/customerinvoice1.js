/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinvoice1Inputs */

const nl_customerinvoice1 = /** @type {(inputs: Customerinvoice1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factuur ${i?.number}`)
};

/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoice1 = nl_customerinvoice1;
export { customerinvoice1 as "customerInvoice" }