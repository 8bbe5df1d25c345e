/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicedate2Inputs */

const nl_customerinvoicedate2 = /** @type {(inputs: Customerinvoicedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuurdatum`)
};

/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoicedate2 = nl_customerinvoicedate2;
export { customerinvoicedate2 as "customerInvoiceDate" }