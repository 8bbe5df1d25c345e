/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoices2Inputs */

const cs_accounttitleinvoices2 = /** @type {(inputs: Accounttitleinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje faktury`)
};

/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoices2 = cs_accounttitleinvoices2;
export { accounttitleinvoices2 as "accountTitleInvoices" }