/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicenotfound3Inputs */

const sk_customerinvoicenotfound3 = /** @type {(inputs: Customerinvoicenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Túto faktúru sme vo Vašom účte nenašli.`)
};

/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoicenotfound3 = sk_customerinvoicenotfound3;
export { customerinvoicenotfound3 as "customerInvoiceNotFound" }