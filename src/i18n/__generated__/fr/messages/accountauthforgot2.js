/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgot2Inputs */

const fr_accountauthforgot2 = /** @type {(inputs: Accountauthforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié`)
};

/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthforgot2 = fr_accountauthforgot2;
export { accountauthforgot2 as "accountAuthForgot" }