/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const sv_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu är du inloggad.`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = sv_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }