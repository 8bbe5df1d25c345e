/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const de_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben und Ihr Passwort.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const login_failed11 = de_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }