/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlenotfound3Inputs */

const sk_accounttitlenotfound3 = /** @type {(inputs: Accounttitlenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka sa nenašla`)
};

/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttitlenotfound3 = sk_accounttitlenotfound3;
export { accounttitlenotfound3 as "accountTitleNotFound" }