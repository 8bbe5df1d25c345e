/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistration2Inputs */

const sk_accountauthregistration2 = /** @type {(inputs: Accountauthregistration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrácia`)
};

/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthregistration2 = sk_accountauthregistration2;
export { accountauthregistration2 as "accountAuthRegistration" }