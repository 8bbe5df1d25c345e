/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicepdf2Inputs */

const nl_customerinvoicepdf2 = /** @type {(inputs: Customerinvoicepdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuur als pdf`)
};

/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoicepdf2 = nl_customerinvoicepdf2;
export { customerinvoicepdf2 as "customerInvoicePdf" }