/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoice2Inputs */

const de_accounttitleinvoice2 = /** @type {(inputs: Accounttitleinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungsdetails`)
};

/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoice2 = de_accounttitleinvoice2;
export { accounttitleinvoice2 as "accountTitleInvoice" }