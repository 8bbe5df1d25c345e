/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const sk_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teraz ste prihlásení.`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = sk_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }