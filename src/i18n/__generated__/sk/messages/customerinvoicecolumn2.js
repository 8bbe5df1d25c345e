/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicecolumn2Inputs */

const sk_customerinvoicecolumn2 = /** @type {(inputs: Customerinvoicecolumn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúra`)
};

/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoicecolumn2 = sk_customerinvoicecolumn2;
export { customerinvoicecolumn2 as "customerInvoiceColumn" }