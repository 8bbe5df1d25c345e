/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const de_ch2_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = de_ch2_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }