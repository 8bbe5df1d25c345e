/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgotlink3Inputs */

const sk_accountauthforgotlink3 = /** @type {(inputs: Accountauthforgotlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zabudli ste heslo?`)
};

/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthforgotlink3 = sk_accountauthforgotlink3;
export { accountauthforgotlink3 as "accountAuthForgotLink" }