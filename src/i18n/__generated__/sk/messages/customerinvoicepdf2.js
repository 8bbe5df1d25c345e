/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicepdf2Inputs */

const sk_customerinvoicepdf2 = /** @type {(inputs: Customerinvoicepdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúra v PDF`)
};

/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoicepdf2 = sk_customerinvoicepdf2;
export { customerinvoicepdf2 as "customerInvoicePdf" }