/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const cs_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpět k Vašim fakturám`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = cs_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }