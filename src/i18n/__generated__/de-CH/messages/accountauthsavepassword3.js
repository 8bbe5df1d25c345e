/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const de_ch2_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort speichern`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = de_ch2_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }