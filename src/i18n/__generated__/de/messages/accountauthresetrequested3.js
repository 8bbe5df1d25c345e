/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const de_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn zu dieser E-Mail-Adresse ein Kundenkonto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = de_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }