/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const sk_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ak k tejto e-mailovej adrese existuje zákaznícky účet, poslali sme Vám odkaz na obnovenie hesla.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = sk_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }