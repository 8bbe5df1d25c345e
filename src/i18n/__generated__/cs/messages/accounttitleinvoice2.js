/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitleinvoice2Inputs */

const cs_accounttitleinvoice2 = /** @type {(inputs: Accounttitleinvoice2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail faktury`)
};

/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitleinvoice2 = cs_accounttitleinvoice2;
export { accounttitleinvoice2 as "accountTitleInvoice" }