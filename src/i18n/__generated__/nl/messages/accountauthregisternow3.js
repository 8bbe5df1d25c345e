/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregisternow3Inputs */

const nl_accountauthregisternow3 = /** @type {(inputs: Accountauthregisternow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu registreren`)
};

/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthregisternow3 = nl_accountauthregisternow3;
export { accountauthregisternow3 as "accountAuthRegisterNow" }