/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregister2Inputs */

const de_ch2_accountauthregister2 = /** @type {(inputs: Accountauthregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren`)
};

/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthregister2 = de_ch2_accountauthregister2;
export { accountauthregister2 as "accountAuthRegister" }