/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const fr_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant connecté(e).`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = fr_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }