/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnow3Inputs */

const sk_accountauthloginnow3 = /** @type {(inputs: Accountauthloginnow3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa`)
};

/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthloginnow3 = sk_accountauthloginnow3;
export { accountauthloginnow3 as "accountAuthLoginNow" }