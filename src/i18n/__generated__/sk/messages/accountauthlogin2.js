/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlogin2Inputs */

const sk_accountauthlogin2 = /** @type {(inputs: Accountauthlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa`)
};

/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthlogin2 = sk_accountauthlogin2;
export { accountauthlogin2 as "accountAuthLogin" }