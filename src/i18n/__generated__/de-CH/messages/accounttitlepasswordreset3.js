/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlepasswordreset3Inputs */

const de_ch2_accounttitlepasswordreset3 = /** @type {(inputs: Accounttitlepasswordreset3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accounttitlepasswordreset3 = de_ch2_accounttitlepasswordreset3;
export { accounttitlepasswordreset3 as "accountTitlePasswordReset" }