/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlogin2Inputs */

const sv_accountauthlogin2 = /** @type {(inputs: Accountauthlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in`)
};

/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthlogin2 = sv_accountauthlogin2;
export { accountauthlogin2 as "accountAuthLogin" }