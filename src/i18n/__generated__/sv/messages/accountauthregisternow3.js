/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregisternow3Inputs */

const sv_accountauthregisternow3 = /** @type {(inputs: Accountauthregisternow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrera dig nu`)
};

/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthregisternow3 = sv_accountauthregisternow3;
export { accountauthregisternow3 as "accountAuthRegisterNow" }