/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistration2Inputs */

const sv_accountauthregistration2 = /** @type {(inputs: Accountauthregistration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrering`)
};

/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthregistration2 = sv_accountauthregistration2;
export { accountauthregistration2 as "accountAuthRegistration" }