/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregister2Inputs */

const sv_accountauthregister2 = /** @type {(inputs: Accountauthregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrera dig`)
};

/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthregister2 = sv_accountauthregister2;
export { accountauthregister2 as "accountAuthRegister" }