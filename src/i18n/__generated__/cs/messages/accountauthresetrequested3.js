/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const cs_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokud k této e-mailové adrese existuje zákaznický účet, poslali jsme Vám odkaz pro obnovení hesla.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = cs_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }