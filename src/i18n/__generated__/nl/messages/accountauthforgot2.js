/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgot2Inputs */

const nl_accountauthforgot2 = /** @type {(inputs: Accountauthforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord vergeten`)
};

/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthforgot2 = nl_accountauthforgot2;
export { accountauthforgot2 as "accountAuthForgot" }