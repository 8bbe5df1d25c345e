/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnow3Inputs */

const nl_accountauthloginnow3 = /** @type {(inputs: Accountauthloginnow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu inloggen`)
};

/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthloginnow3 = nl_accountauthloginnow3;
export { accountauthloginnow3 as "accountAuthLoginNow" }