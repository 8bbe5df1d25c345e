/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrortext4Inputs */

const fr_accountauthreseterrortext4 = /** @type {(inputs: Accountauthreseterrortext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez cliquer à nouveau sur le lien de l’e-mail ou demander un nouvel e-mail.`)
};

/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrortext4 = fr_accountauthreseterrortext4;
export { accountauthreseterrortext4 as "accountAuthResetErrorText" }