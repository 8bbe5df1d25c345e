/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const de_ch2_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto anlegen`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = de_ch2_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }