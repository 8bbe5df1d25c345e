/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlogin2Inputs */

const fr_accountauthlogin2 = /** @type {(inputs: Accountauthlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthlogin2 = fr_accountauthlogin2;
export { accountauthlogin2 as "accountAuthLogin" }