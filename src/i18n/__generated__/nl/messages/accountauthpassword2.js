/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpassword2Inputs */

const nl_accountauthpassword2 = /** @type {(inputs: Accountauthpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord`)
};

/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthpassword2 = nl_accountauthpassword2;
export { accountauthpassword2 as "accountAuthPassword" }