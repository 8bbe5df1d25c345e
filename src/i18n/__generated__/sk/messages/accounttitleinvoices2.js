/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoices2Inputs */

const sk_accounttitleinvoices2 = /** @type {(inputs: Accounttitleinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moje faktúry`)
};

/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoices2 = sk_accounttitleinvoices2;
export { accounttitleinvoices2 as "accountTitleInvoices" }