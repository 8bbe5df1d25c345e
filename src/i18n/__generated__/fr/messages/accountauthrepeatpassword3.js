/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrepeatpassword3Inputs */

const fr_accountauthrepeatpassword3 = /** @type {(inputs: Accountauthrepeatpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthrepeatpassword3 = fr_accountauthrepeatpassword3;
export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" }