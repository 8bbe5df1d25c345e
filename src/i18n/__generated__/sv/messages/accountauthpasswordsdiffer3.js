/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpasswordsdiffer3Inputs */

const sv_accountauthpasswordsdiffer3 = /** @type {(inputs: Accountauthpasswordsdiffer3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lösenorden stämmer inte överens`)
};

/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthpasswordsdiffer3 = sv_accountauthpasswordsdiffer3;
export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" }