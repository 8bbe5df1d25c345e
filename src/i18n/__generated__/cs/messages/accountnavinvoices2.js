/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavinvoices2Inputs */

const cs_accountnavinvoices2 = /** @type {(inputs: Accountnavinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktury`)
};

/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnavinvoices2 = cs_accountnavinvoices2;
export { accountnavinvoices2 as "accountNavInvoices" }