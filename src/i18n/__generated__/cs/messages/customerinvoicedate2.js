/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicedate2Inputs */

const cs_customerinvoicedate2 = /** @type {(inputs: Customerinvoicedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum faktury`)
};

/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinvoicedate2 = cs_customerinvoicedate2;
export { customerinvoicedate2 as "customerInvoiceDate" }