/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgot2Inputs */

const cs_accountauthforgot2 = /** @type {(inputs: Accountauthforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapomenuté heslo`)
};

/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthforgot2 = cs_accountauthforgot2;
export { accountauthforgot2 as "accountAuthForgot" }