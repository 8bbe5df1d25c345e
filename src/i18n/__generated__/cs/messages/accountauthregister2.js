/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregister2Inputs */

const cs_accountauthregister2 = /** @type {(inputs: Accountauthregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrace`)
};

/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthregister2 = cs_accountauthregister2;
export { accountauthregister2 as "accountAuthRegister" }