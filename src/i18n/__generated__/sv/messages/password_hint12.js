/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const sv_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ett säkert lösenord har minst 5 tecken och innehåller bokstäver, siffror och specialtecken.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const password_hint12 = sv_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }