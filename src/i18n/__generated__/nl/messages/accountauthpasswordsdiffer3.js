/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpasswordsdiffer3Inputs */

const nl_accountauthpasswordsdiffer3 = /** @type {(inputs: Accountauthpasswordsdiffer3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De wachtwoorden komen niet overeen`)
};

/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthpasswordsdiffer3 = nl_accountauthpasswordsdiffer3;
export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" }