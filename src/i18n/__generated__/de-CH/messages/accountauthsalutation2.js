/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthsalutation2Inputs */

const de_ch2_accountauthsalutation2 = /** @type {(inputs: Accountauthsalutation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrede`)
};

/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthsalutation2 = de_ch2_accountauthsalutation2;
export { accountauthsalutation2 as "accountAuthSalutation" }