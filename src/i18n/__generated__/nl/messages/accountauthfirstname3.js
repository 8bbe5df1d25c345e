/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthfirstname3Inputs */

const nl_accountauthfirstname3 = /** @type {(inputs: Accountauthfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voornaam`)
};

/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthfirstname3 = nl_accountauthfirstname3;
export { accountauthfirstname3 as "accountAuthFirstName" }