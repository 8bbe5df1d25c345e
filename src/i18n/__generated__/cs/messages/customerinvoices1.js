/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoices1Inputs */

const cs_customerinvoices1 = /** @type {(inputs: Customerinvoices1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktury`)
};

/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinvoices1 = cs_customerinvoices1;
export { customerinvoices1 as "customerInvoices" }