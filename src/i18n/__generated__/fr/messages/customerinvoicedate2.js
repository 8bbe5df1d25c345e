/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicedate2Inputs */

const fr_customerinvoicedate2 = /** @type {(inputs: Customerinvoicedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de facture`)
};

/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoicedate2 = fr_customerinvoicedate2;
export { customerinvoicedate2 as "customerInvoiceDate" }