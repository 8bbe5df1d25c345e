/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthfirstname3Inputs */

const fr_accountauthfirstname3 = /** @type {(inputs: Accountauthfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthfirstname3 = fr_accountauthfirstname3;
export { accountauthfirstname3 as "accountAuthFirstName" }