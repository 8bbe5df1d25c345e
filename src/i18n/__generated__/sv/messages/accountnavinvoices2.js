/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavinvoices2Inputs */

const sv_accountnavinvoices2 = /** @type {(inputs: Accountnavinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturor`)
};

/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnavinvoices2 = sv_accountnavinvoices2;
export { accountnavinvoices2 as "accountNavInvoices" }