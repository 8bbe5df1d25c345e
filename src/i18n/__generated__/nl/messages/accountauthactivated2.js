/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivated2Inputs */

const nl_accountauthactivated2 = /** @type {(inputs: Accountauthactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je account is geactiveerd. Welkom!`)
};

/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthactivated2 = nl_accountauthactivated2;
export { accountauthactivated2 as "accountAuthActivated" }