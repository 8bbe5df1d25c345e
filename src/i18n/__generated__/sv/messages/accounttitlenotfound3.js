/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlenotfound3Inputs */

const sv_accounttitlenotfound3 = /** @type {(inputs: Accounttitlenotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidan hittades inte`)
};

/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitlenotfound3 = sv_accounttitlenotfound3;
export { accounttitlenotfound3 as "accountTitleNotFound" }