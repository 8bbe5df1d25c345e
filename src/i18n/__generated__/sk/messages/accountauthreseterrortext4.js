/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrortext4Inputs */

const sk_accountauthreseterrortext4 = /** @type {(inputs: Accountauthreseterrortext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kliknite, prosím, znova na odkaz v e-maile alebo si vyžiadajte nový e-mail.`)
};

/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrortext4 = sk_accountauthreseterrortext4;
export { accountauthreseterrortext4 as "accountAuthResetErrorText" }