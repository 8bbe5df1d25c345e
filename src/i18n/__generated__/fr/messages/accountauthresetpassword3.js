/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetpassword3Inputs */

const fr_accountauthresetpassword3 = /** @type {(inputs: Accountauthresetpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser le mot de passe`)
};

/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthresetpassword3 = fr_accountauthresetpassword3;
export { accountauthresetpassword3 as "accountAuthResetPassword" }