/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginwith3Inputs */

const de_accountauthloginwith3 = /** @type {(inputs: Accountauthloginwith3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden mit`)
};

/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthloginwith3 = de_accountauthloginwith3;
export { accountauthloginwith3 as "accountAuthLoginWith" }