/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsalutation2Inputs */

const cs_accountauthsalutation2 = /** @type {(inputs: Accountauthsalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovení`)
};

/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthsalutation2 = cs_accountauthsalutation2;
export { accountauthsalutation2 as "accountAuthSalutation" }