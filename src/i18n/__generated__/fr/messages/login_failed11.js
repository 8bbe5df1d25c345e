/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed11Inputs */

const fr_login_failed11 = /** @type {(inputs: Login_Failed11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion a échoué. Veuillez vérifier vos données et votre mot de passe.`)
};

/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const login_failed11 = fr_login_failed11;
export { login_failed11 as "LOGIN_FAILED" }