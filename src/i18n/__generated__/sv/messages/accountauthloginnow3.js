/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnow3Inputs */

const sv_accountauthloginnow3 = /** @type {(inputs: Accountauthloginnow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in nu`)
};

/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthloginnow3 = sv_accountauthloginnow3;
export { accountauthloginnow3 as "accountAuthLoginNow" }