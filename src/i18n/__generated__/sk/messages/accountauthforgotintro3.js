/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const sk_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte e-mailovú adresu svojho zákazníckeho účtu. Pošleme Vám odkaz, cez ktorý si nastavíte nové heslo.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = sk_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }