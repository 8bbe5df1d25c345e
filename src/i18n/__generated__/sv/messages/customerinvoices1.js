/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinvoices1Inputs */

const sv_customerinvoices1 = /** @type {(inputs: Customerinvoices1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturor`)
};

/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinvoices1 = sv_customerinvoices1;
export { customerinvoices1 as "customerInvoices" }