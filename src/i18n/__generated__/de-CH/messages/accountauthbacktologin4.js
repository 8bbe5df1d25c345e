/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthbacktologin4Inputs */

const de_ch2_accountauthbacktologin4 = /** @type {(inputs: Accountauthbacktologin4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthbacktologin4 = de_ch2_accountauthbacktologin4;
export { accountauthbacktologin4 as "accountAuthBackToLogin" }