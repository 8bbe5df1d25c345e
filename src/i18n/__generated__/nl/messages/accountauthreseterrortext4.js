/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrortext4Inputs */

const nl_accountauthreseterrortext4 = /** @type {(inputs: Accountauthreseterrortext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik nog een keer op de link in de e-mail of vraag een nieuwe e-mail aan.`)
};

/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrortext4 = nl_accountauthreseterrortext4;
export { accountauthreseterrortext4 as "accountAuthResetErrorText" }