/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoices2Inputs */

const nl_accounttitleinvoices2 = /** @type {(inputs: Accounttitleinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn facturen`)
};

/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoices2 = nl_accounttitleinvoices2;
export { accounttitleinvoices2 as "accountTitleInvoices" }