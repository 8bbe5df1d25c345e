/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpasswordsdiffer3Inputs */

const cs_accountauthpasswordsdiffer3 = /** @type {(inputs: Accountauthpasswordsdiffer3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hesla se neshodují`)
};

/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthpasswordsdiffer3 = cs_accountauthpasswordsdiffer3;
export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" }