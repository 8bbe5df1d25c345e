/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const nl_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord vergeten?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = nl_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }