/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotintro3Inputs */

const nl_accountauthforgotintro3 = /** @type {(inputs: Accountauthforgotintro3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord instelt.`)
};

/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthforgotintro3 = nl_accountauthforgotintro3;
export { accountauthforgotintro3 as "accountAuthForgotIntro" }