/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthfirstname3Inputs */

const sk_accountauthfirstname3 = /** @type {(inputs: Accountauthfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meno`)
};

/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthfirstname3 = sk_accountauthfirstname3;
export { accountauthfirstname3 as "accountAuthFirstName" }