/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const sk_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečné heslo má aspoň 5 znakov a obsahuje písmená, číslice a špeciálne znaky.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const password_hint12 = sk_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }