/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const sk_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie sa nepodarilo. Skontrolujte, prosím, svoje údaje a heslo.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const login_failed11 = sk_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }