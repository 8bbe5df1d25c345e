/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicepdf2Inputs */

const de_ch2_customerinvoicepdf2 = /** @type {(inputs: Customerinvoicepdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung als PDF`)
};

/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinvoicepdf2 = de_ch2_customerinvoicepdf2;
export { customerinvoicepdf2 as "customerInvoicePdf" }