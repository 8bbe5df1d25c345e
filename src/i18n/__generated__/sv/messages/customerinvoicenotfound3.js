/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicenotfound3Inputs */

const sv_customerinvoicenotfound3 = /** @type {(inputs: Customerinvoicenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi hittade inte den här fakturan i ditt konto.`)
};

/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoicenotfound3 = sv_customerinvoicenotfound3;
export { customerinvoicenotfound3 as "customerInvoiceNotFound" }