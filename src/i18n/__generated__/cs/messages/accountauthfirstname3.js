/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthfirstname3Inputs */

const cs_accountauthfirstname3 = /** @type {(inputs: Accountauthfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jméno`)
};

/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthfirstname3 = cs_accountauthfirstname3;
export { accountauthfirstname3 as "accountAuthFirstName" }