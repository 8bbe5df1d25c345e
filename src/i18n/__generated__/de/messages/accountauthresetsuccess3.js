/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const de_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = de_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }