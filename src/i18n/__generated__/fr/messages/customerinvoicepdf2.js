/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicepdf2Inputs */

const fr_customerinvoicepdf2 = /** @type {(inputs: Customerinvoicepdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture en PDF`)
};

/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoicepdf2 = fr_customerinvoicepdf2;
export { customerinvoicepdf2 as "customerInvoicePdf" }