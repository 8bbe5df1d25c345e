/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpassword2Inputs */

const cs_accountauthpassword2 = /** @type {(inputs: Accountauthpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heslo`)
};

/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthpassword2 = cs_accountauthpassword2;
export { accountauthpassword2 as "accountAuthPassword" }