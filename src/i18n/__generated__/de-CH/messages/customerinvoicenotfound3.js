/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicenotfound3Inputs */

const de_ch2_customerinvoicenotfound3 = /** @type {(inputs: Customerinvoicenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Rechnung haben wir in Ihrem Konto nicht gefunden.`)
};

/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinvoicenotfound3 = de_ch2_customerinvoicenotfound3;
export { customerinvoicenotfound3 as "customerInvoiceNotFound" }