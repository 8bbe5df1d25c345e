/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginwith3Inputs */

const cs_accountauthloginwith3 = /** @type {(inputs: Accountauthloginwith3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlásit se pomocí`)
};

/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthloginwith3 = cs_accountauthloginwith3;
export { accountauthloginwith3 as "accountAuthLoginWith" }