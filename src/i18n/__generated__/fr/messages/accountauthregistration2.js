/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistration2Inputs */

const fr_accountauthregistration2 = /** @type {(inputs: Accountauthregistration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthregistration2 = fr_accountauthregistration2;
export { accountauthregistration2 as "accountAuthRegistration" }