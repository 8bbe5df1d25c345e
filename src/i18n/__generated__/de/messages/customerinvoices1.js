/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoices1Inputs */

const de_customerinvoices1 = /** @type {(inputs: Customerinvoices1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen`)
};

/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerinvoices1 = de_customerinvoices1;
export { customerinvoices1 as "customerInvoices" }