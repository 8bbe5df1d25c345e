/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const de_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = de_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }