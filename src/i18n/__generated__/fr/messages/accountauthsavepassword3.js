/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const fr_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le mot de passe`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = fr_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }