/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpasswordintro4Inputs */

const de_ch2_accountauthnewpasswordintro4 = /** @type {(inputs: Accountauthnewpasswordintro4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie ein neues Passwort für Ihr Kundenkonto fest.`)
};

/**

* @param {Accountauthnewpasswordintro4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthnewpasswordintro4 = de_ch2_accountauthnewpasswordintro4;
export { accountauthnewpasswordintro4 as "accountAuthNewPasswordIntro" }