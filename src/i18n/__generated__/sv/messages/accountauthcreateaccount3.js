/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const sv_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skapa konto`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = sv_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }