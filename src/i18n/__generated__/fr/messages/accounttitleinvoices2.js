/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoices2Inputs */

const fr_accounttitleinvoices2 = /** @type {(inputs: Accounttitleinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes factures`)
};

/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoices2 = fr_accounttitleinvoices2;
export { accounttitleinvoices2 as "accountTitleInvoices" }