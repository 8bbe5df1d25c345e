/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoice2Inputs */

const fr_accounttitleinvoice2 = /** @type {(inputs: Accounttitleinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détail de la facture`)
};

/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoice2 = fr_accounttitleinvoice2;
export { accounttitleinvoice2 as "accountTitleInvoice" }