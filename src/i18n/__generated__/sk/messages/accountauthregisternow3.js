/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregisternow3Inputs */

const sk_accountauthregisternow3 = /** @type {(inputs: Accountauthregisternow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaregistrovať sa`)
};

/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthregisternow3 = sk_accountauthregisternow3;
export { accountauthregisternow3 as "accountAuthRegisterNow" }