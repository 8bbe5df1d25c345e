/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const nl_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = nl_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }