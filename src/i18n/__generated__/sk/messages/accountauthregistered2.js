/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const sk_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš zákaznícky účet bol vytvorený. Teraz ste prihlásení.`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = sk_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }