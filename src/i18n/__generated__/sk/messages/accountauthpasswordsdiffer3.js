/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpasswordsdiffer3Inputs */

const sk_accountauthpasswordsdiffer3 = /** @type {(inputs: Accountauthpasswordsdiffer3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heslá sa nezhodujú`)
};

/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthpasswordsdiffer3 = sk_accountauthpasswordsdiffer3;
export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" }