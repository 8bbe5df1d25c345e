/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpassword2Inputs */

const sv_accountauthpassword2 = /** @type {(inputs: Accountauthpassword2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lösenord`)
};

/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthpassword2 = sv_accountauthpassword2;
export { accountauthpassword2 as "accountAuthPassword" }