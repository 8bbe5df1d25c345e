/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const fr_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer mon compte`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = fr_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }