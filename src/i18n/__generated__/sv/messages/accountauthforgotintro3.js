/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const sv_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ange e-postadressen till ditt kundkonto. Vi skickar en länk där du kan välja ett nytt lösenord.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = sv_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }