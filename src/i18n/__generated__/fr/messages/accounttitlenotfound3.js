/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlenotfound3Inputs */

const fr_accounttitlenotfound3 = /** @type {(inputs: Accounttitlenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitlenotfound3 = fr_accounttitlenotfound3;
export { accounttitlenotfound3 as "accountTitleNotFound" }