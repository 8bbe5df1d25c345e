/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlenotfound3Inputs */

const de_ch2_accounttitlenotfound3 = /** @type {(inputs: Accounttitlenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitlenotfound3 = de_ch2_accounttitlenotfound3;
export { accounttitlenotfound3 as "accountTitleNotFound" }