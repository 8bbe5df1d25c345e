/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlepasswordreset3Inputs */

const sv_accounttitlepasswordreset3 = /** @type {(inputs: Accounttitlepasswordreset3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Återställ lösenord`)
};

/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttitlepasswordreset3 = sv_accounttitlepasswordreset3;
export { accounttitlepasswordreset3 as "accountTitlePasswordReset" }