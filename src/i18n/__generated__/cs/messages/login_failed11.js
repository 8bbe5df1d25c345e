/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const cs_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení se nezdařilo. Zkontrolujte prosím své údaje a heslo.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const login_failed11 = cs_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }