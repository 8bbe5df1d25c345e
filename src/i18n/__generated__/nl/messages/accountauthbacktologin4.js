/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const nl_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terug naar inloggen`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = nl_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }