/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlogin2Inputs */

const de_ch2_accountauthlogin2 = /** @type {(inputs: Accountauthlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthlogin2 = de_ch2_accountauthlogin2;
export { accountauthlogin2 as "accountAuthLogin" }