/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoice2Inputs */

const sv_accounttitleinvoice2 = /** @type {(inputs: Accounttitleinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturadetaljer`)
};

/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoice2 = sv_accounttitleinvoice2;
export { accounttitleinvoice2 as "accountTitleInvoice" }