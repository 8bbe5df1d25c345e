/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const sv_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glömt lösenordet?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = sv_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }