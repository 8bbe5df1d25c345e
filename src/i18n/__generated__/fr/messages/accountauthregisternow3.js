/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregisternow3Inputs */

const fr_accountauthregisternow3 = /** @type {(inputs: Accountauthregisternow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthregisternow3 = fr_accountauthregisternow3;
export { accountauthregisternow3 as "accountAuthRegisterNow" }