/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const de_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto anlegen`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = de_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }