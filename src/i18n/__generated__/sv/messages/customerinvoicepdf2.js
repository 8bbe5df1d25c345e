/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicepdf2Inputs */

const sv_customerinvoicepdf2 = /** @type {(inputs: Customerinvoicepdf2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktura som pdf`)
};

/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoicepdf2 = sv_customerinvoicepdf2;
export { customerinvoicepdf2 as "customerInvoicePdf" }