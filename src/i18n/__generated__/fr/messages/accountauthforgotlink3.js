/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const fr_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = fr_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }