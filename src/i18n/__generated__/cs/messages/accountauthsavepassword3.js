/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const cs_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložit heslo`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = cs_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }