/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoices1Inputs */

const fr_customerinvoices1 = /** @type {(inputs: Customerinvoices1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinvoices1 = fr_customerinvoices1;
export { customerinvoices1 as "customerInvoices" }