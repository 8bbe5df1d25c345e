/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsalutation2Inputs */

const sk_accountauthsalutation2 = /** @type {(inputs: Accountauthsalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovenie`)
};

/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthsalutation2 = sk_accountauthsalutation2;
export { accountauthsalutation2 as "accountAuthSalutation" }