/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const nl_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bent nu ingelogd.`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = nl_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }