/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicecolumn2Inputs */

const fr_customerinvoicecolumn2 = /** @type {(inputs: Customerinvoicecolumn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture`)
};

/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoicecolumn2 = fr_customerinvoicecolumn2;
export { customerinvoicecolumn2 as "customerInvoiceColumn" }