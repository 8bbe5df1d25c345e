/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const fr_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un mot de passe sûr comporte au moins 5 caractères et contient des lettres, des chiffres et des caractères spéciaux.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const password_hint12 = fr_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }