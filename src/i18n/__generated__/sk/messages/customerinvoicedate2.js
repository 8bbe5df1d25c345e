/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicedate2Inputs */

const sk_customerinvoicedate2 = /** @type {(inputs: Customerinvoicedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dátum faktúry`)
};

/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoicedate2 = sk_customerinvoicedate2;
export { customerinvoicedate2 as "customerInvoiceDate" }