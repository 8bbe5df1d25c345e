/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const fr_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte client existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = fr_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }