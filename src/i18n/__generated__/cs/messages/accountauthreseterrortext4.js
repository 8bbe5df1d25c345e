/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrortext4Inputs */

const cs_accountauthreseterrortext4 = /** @type {(inputs: Accountauthreseterrortext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klikněte prosím znovu na odkaz v e-mailu nebo si vyžádejte nový e-mail.`)
};

/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrortext4 = cs_accountauthreseterrortext4;
export { accountauthreseterrortext4 as "accountAuthResetErrorText" }