/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicecolumn2Inputs */

const nl_customerinvoicecolumn2 = /** @type {(inputs: Customerinvoicecolumn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuur`)
};

/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoicecolumn2 = nl_customerinvoicecolumn2;
export { customerinvoicecolumn2 as "customerInvoiceColumn" }