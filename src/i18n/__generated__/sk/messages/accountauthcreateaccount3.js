/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const sk_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vytvoriť účet`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = sk_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }