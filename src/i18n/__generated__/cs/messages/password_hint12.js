/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const cs_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečné heslo má alespoň 5 znaků a obsahuje písmena, číslice a speciální znaky.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const password_hint12 = cs_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }