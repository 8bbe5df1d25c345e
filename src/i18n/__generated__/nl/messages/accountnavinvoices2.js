/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavinvoices2Inputs */

const nl_accountnavinvoices2 = /** @type {(inputs: Accountnavinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturen`)
};

/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountnavinvoices2 = nl_accountnavinvoices2;
export { accountnavinvoices2 as "accountNavInvoices" }