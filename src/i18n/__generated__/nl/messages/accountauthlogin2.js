/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlogin2Inputs */

const nl_accountauthlogin2 = /** @type {(inputs: Accountauthlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen`)
};

/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthlogin2 = nl_accountauthlogin2;
export { accountauthlogin2 as "accountAuthLogin" }