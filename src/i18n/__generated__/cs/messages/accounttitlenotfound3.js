/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlenotfound3Inputs */

const cs_accounttitlenotfound3 = /** @type {(inputs: Accounttitlenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka nenalezena`)
};

/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttitlenotfound3 = cs_accounttitlenotfound3;
export { accounttitlenotfound3 as "accountTitleNotFound" }