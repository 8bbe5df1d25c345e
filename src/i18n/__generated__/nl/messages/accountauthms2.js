/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthms2Inputs */

const nl_accountauthms2 = /** @type {(inputs: Accountauthms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mevrouw`)
};

/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthms2 = nl_accountauthms2;
export { accountauthms2 as "accountAuthMs" }