/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistration2Inputs */

const cs_accountauthregistration2 = /** @type {(inputs: Accountauthregistration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrace`)
};

/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthregistration2 = cs_accountauthregistration2;
export { accountauthregistration2 as "accountAuthRegistration" }