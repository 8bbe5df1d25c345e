/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnewpassword3Inputs */

const fr_accountauthnewpassword3 = /** @type {(inputs: Accountauthnewpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

/**

* @param {Accountauthnewpassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthnewpassword3 = fr_accountauthnewpassword3;
export { accountauthnewpassword3 as "accountAuthNewPassword" }