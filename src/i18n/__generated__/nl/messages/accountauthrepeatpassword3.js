/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrepeatpassword3Inputs */

const nl_accountauthrepeatpassword3 = /** @type {(inputs: Accountauthrepeatpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herhaal nieuw wachtwoord`)
};

/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthrepeatpassword3 = nl_accountauthrepeatpassword3;
export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" }