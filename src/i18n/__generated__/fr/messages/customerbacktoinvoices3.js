/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const fr_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à vos factures`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = fr_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }