/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginwith3Inputs */

const fr_accountauthloginwith3 = /** @type {(inputs: Accountauthloginwith3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec`)
};

/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthloginwith3 = fr_accountauthloginwith3;
export { accountauthloginwith3 as "accountAuthLoginWith" }