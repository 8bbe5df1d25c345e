/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicecolumn2Inputs */

const de_ch2_customerinvoicecolumn2 = /** @type {(inputs: Customerinvoicecolumn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung`)
};

/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinvoicecolumn2 = de_ch2_customerinvoicecolumn2;
export { customerinvoicecolumn2 as "customerInvoiceColumn" }