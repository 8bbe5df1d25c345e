/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const fr_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = fr_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }