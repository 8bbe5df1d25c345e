/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthforgot2Inputs */

const sk_accountauthforgot2 = /** @type {(inputs: Accountauthforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zabudnuté heslo`)
};

/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthforgot2 = sk_accountauthforgot2;
export { accountauthforgot2 as "accountAuthForgot" }