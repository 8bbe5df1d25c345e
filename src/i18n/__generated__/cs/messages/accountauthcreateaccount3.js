/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcreateaccount3Inputs */

const cs_accountauthcreateaccount3 = /** @type {(inputs: Accountauthcreateaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Založit účet`)
};

/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthcreateaccount3 = cs_accountauthcreateaccount3;
export { accountauthcreateaccount3 as "accountAuthCreateAccount" }