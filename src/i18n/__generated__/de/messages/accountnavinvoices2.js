/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavinvoices2Inputs */

const de_accountnavinvoices2 = /** @type {(inputs: Accountnavinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen`)
};

/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountnavinvoices2 = de_accountnavinvoices2;
export { accountnavinvoices2 as "accountNavInvoices" }