/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicedate2Inputs */

const de_ch2_customerinvoicedate2 = /** @type {(inputs: Customerinvoicedate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungsdatum`)
};

/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinvoicedate2 = de_ch2_customerinvoicedate2;
export { customerinvoicedate2 as "customerInvoiceDate" }