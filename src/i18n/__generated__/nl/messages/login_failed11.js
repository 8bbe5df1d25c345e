/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const nl_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen is mislukt. Controleer je gegevens en je wachtwoord.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const login_failed11 = nl_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }