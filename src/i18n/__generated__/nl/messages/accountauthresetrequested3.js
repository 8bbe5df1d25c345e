/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const nl_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als er een account bij dit e-mailadres hoort, hebben we je een link gestuurd om je wachtwoord te resetten.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = nl_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }