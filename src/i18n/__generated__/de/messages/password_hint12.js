/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const de_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein sicheres Passwort hat mindestens 5 Zeichen und enthält Buchstaben, Ziffern und Sonderzeichen.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const password_hint12 = de_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }