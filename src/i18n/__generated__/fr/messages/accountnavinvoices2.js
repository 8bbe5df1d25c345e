/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavinvoices2Inputs */

const fr_accountnavinvoices2 = /** @type {(inputs: Accountnavinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnavinvoices2 = fr_accountnavinvoices2;
export { accountnavinvoices2 as "accountNavInvoices" }