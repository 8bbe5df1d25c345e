/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregisternow3Inputs */

const cs_accountauthregisternow3 = /** @type {(inputs: Accountauthregisternow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaregistrovat se`)
};

/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthregisternow3 = cs_accountauthregisternow3;
export { accountauthregisternow3 as "accountAuthRegisterNow" }