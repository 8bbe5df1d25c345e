/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsalutation2Inputs */

const fr_accountauthsalutation2 = /** @type {(inputs: Accountauthsalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Civilité`)
};

/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthsalutation2 = fr_accountauthsalutation2;
export { accountauthsalutation2 as "accountAuthSalutation" }