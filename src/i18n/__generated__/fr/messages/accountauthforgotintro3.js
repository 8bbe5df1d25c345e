/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const fr_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse e-mail de votre compte client. Nous vous enverrons un lien pour choisir un nouveau mot de passe.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = fr_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }