/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const cs_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš zákaznický účet byl založen. Nyní jste přihlášeni.`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = cs_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }