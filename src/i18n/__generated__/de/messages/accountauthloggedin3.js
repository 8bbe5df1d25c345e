/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const de_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind jetzt angemeldet.`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = de_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }