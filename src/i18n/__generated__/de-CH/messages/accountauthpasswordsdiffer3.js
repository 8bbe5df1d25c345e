/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthpasswordsdiffer3Inputs */

const de_ch2_accountauthpasswordsdiffer3 = /** @type {(inputs: Accountauthpasswordsdiffer3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

/**

* @param {Accountauthpasswordsdiffer3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthpasswordsdiffer3 = de_ch2_accountauthpasswordsdiffer3;
export { accountauthpasswordsdiffer3 as "accountAuthPasswordsDiffer" }