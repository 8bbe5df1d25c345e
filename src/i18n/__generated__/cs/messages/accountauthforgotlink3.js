/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const cs_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapomněli jste heslo?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = cs_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }