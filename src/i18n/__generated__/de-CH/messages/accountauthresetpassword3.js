/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetpassword3Inputs */

const de_ch2_accountauthresetpassword3 = /** @type {(inputs: Accountauthresetpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthresetpassword3 = de_ch2_accountauthresetpassword3;
export { accountauthresetpassword3 as "accountAuthResetPassword" }