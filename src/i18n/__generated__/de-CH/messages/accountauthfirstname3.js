/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthfirstname3Inputs */

const de_ch2_accountauthfirstname3 = /** @type {(inputs: Accountauthfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthfirstname3 = de_ch2_accountauthfirstname3;
export { accountauthfirstname3 as "accountAuthFirstName" }