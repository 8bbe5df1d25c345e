/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoices2Inputs */

const de_ch2_accounttitleinvoices2 = /** @type {(inputs: Accounttitleinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Rechnungen`)
};

/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoices2 = de_ch2_accounttitleinvoices2;
export { accounttitleinvoices2 as "accountTitleInvoices" }