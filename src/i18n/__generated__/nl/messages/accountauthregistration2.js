/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistration2Inputs */

const nl_accountauthregistration2 = /** @type {(inputs: Accountauthregistration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registratie`)
};

/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthregistration2 = nl_accountauthregistration2;
export { accountauthregistration2 as "accountAuthRegistration" }