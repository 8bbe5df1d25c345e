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
const login_failed11 = /** @type {((inputs?: Login_Failed11Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Failed11Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_login_failed11(inputs)
});
export { login_failed11 as "LOGIN_FAILED" }