/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrepeatpassword3Inputs */

const de_ch2_accountauthrepeatpassword3 = /** @type {(inputs: Accountauthrepeatpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort wiederholen`)
};

/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthrepeatpassword3 = de_ch2_accountauthrepeatpassword3;
export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" }