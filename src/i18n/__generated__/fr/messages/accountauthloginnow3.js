/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnow3Inputs */

const fr_accountauthloginnow3 = /** @type {(inputs: Accountauthloginnow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthloginnow3 = fr_accountauthloginnow3;
export { accountauthloginnow3 as "accountAuthLoginNow" }