/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const nl_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord opslaan`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = nl_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }