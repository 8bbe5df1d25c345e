/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpassword2Inputs */

const fr_accountauthpassword2 = /** @type {(inputs: Accountauthpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthpassword2 = fr_accountauthpassword2;
export { accountauthpassword2 as "accountAuthPassword" }