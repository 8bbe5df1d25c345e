/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const sk_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Späť na prihlásenie`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = sk_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }