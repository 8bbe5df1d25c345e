/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const sv_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggningen misslyckades. Kontrollera dina uppgifter och ditt lösenord.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const login_failed11 = sv_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }