/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsalutation2Inputs */

const sv_accountauthsalutation2 = /** @type {(inputs: Accountauthsalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tilltal`)
};

/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthsalutation2 = sv_accountauthsalutation2;
export { accountauthsalutation2 as "accountAuthSalutation" }