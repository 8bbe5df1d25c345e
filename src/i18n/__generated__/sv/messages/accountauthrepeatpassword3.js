/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrepeatpassword3Inputs */

const sv_accountauthrepeatpassword3 = /** @type {(inputs: Accountauthrepeatpassword3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upprepa nytt lösenord`)
};

/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthrepeatpassword3 = sv_accountauthrepeatpassword3;
export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" }