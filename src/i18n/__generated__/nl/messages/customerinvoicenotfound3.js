/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoicenotfound3Inputs */

const nl_customerinvoicenotfound3 = /** @type {(inputs: Customerinvoicenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We hebben deze factuur niet in je account gevonden.`)
};

/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinvoicenotfound3 = nl_customerinvoicenotfound3;
export { customerinvoicenotfound3 as "customerInvoiceNotFound" }