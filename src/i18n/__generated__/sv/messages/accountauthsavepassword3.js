/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsavepassword3Inputs */

const sv_accountauthsavepassword3 = /** @type {(inputs: Accountauthsavepassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spara lösenord`)
};

/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthsavepassword3 = sv_accountauthsavepassword3;
export { accountauthsavepassword3 as "accountAuthSavePassword" }