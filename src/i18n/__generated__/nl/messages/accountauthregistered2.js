/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const nl_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je account is aangemaakt. Je bent nu ingelogd.`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = nl_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }