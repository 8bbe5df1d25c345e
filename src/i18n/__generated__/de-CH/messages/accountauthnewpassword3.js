/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const de_ch2_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = de_ch2_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }