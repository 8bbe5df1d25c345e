/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttitlepasswordreset3Inputs */

const fr_accounttitlepasswordreset3 = /** @type {(inputs: Accounttitlepasswordreset3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
};

/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttitlepasswordreset3 = fr_accounttitlepasswordreset3;
export { accounttitlepasswordreset3 as "accountTitlePasswordReset" }