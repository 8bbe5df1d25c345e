/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Hint12Inputs */

const nl_password_hint12 = /** @type {(inputs: Password_Hint12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een veilig wachtwoord heeft minimaal 5 tekens en bevat letters, cijfers en speciale tekens.`)
};

/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const password_hint12 = nl_password_hint12;
export { password_hint12 as "PASSWORD_HINT" }