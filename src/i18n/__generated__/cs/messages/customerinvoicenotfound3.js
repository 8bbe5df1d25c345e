/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicenotfound3Inputs */

const cs_customerinvoicenotfound3 = /** @type {(inputs: Customerinvoicenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuto fakturu jsme ve Vašem účtu nenašli.`)
};

/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinvoicenotfound3 = cs_customerinvoicenotfound3;
export { customerinvoicenotfound3 as "customerInvoiceNotFound" }