/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnow3Inputs */

const cs_accountauthloginnow3 = /** @type {(inputs: Accountauthloginnow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlásit se`)
};

/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthloginnow3 = cs_accountauthloginnow3;
export { accountauthloginnow3 as "accountAuthLoginNow" }