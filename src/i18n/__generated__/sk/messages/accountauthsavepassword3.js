/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const sk_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložiť heslo`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = sk_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }