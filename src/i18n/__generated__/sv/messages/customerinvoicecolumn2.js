/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicecolumn2Inputs */

const sv_customerinvoicecolumn2 = /** @type {(inputs: Customerinvoicecolumn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktura`)
};

/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoicecolumn2 = sv_customerinvoicecolumn2;
export { customerinvoicecolumn2 as "customerInvoiceColumn" }