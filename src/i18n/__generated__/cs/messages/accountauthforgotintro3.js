/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const cs_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte e-mailovou adresu svého zákaznického účtu. Pošleme Vám odkaz, přes který si nastavíte nové heslo.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = cs_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }