/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregister2Inputs */

const nl_accountauthregister2 = /** @type {(inputs: Accountauthregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registreren`)
};

/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthregister2 = nl_accountauthregister2;
export { accountauthregister2 as "accountAuthRegister" }