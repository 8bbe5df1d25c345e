/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthms2Inputs */

const sk_accountauthms2 = /** @type {(inputs: Accountauthms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pani`)
};

/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthms2 = sk_accountauthms2;
export { accountauthms2 as "accountAuthMs" }