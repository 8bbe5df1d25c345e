/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpassword2Inputs */

const de_ch2_accountauthpassword2 = /** @type {(inputs: Accountauthpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthpassword2 = de_ch2_accountauthpassword2;
export { accountauthpassword2 as "accountAuthPassword" }