/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoice2Inputs */

const sk_accounttitleinvoice2 = /** @type {(inputs: Accounttitleinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail faktúry`)
};

/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoice2 = sk_accounttitleinvoice2;
export { accounttitleinvoice2 as "accountTitleInvoice" }