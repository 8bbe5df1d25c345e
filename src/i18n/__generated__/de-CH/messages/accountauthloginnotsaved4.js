/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginnotsaved4Inputs */

const de_ch2_accountauthloginnotsaved4 = /** @type {(inputs: Accountauthloginnotsaved4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es noch einmal.`)
};

/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthloginnotsaved4 = de_ch2_accountauthloginnotsaved4;
export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" }