/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoices1Inputs */

const sk_customerinvoices1 = /** @type {(inputs: Customerinvoices1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúry`)
};

/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinvoices1 = sk_customerinvoices1;
export { customerinvoices1 as "customerInvoices" }