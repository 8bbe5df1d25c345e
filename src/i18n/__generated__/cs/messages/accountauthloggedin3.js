/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloggedin3Inputs */

const cs_accountauthloggedin3 = /** @type {(inputs: Accountauthloggedin3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyní jste přihlášeni.`)
};

/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthloggedin3 = cs_accountauthloggedin3;
export { accountauthloggedin3 as "accountAuthLoggedIn" }