/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregister2Inputs */

const sk_accountauthregister2 = /** @type {(inputs: Accountauthregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrácia`)
};

/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthregister2 = sk_accountauthregister2;
export { accountauthregister2 as "accountAuthRegister" }