/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrepeatpassword3Inputs */

const cs_accountauthrepeatpassword3 = /** @type {(inputs: Accountauthrepeatpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zopakujte nové heslo`)
};

/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthrepeatpassword3 = cs_accountauthrepeatpassword3;
export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" }