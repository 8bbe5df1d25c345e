/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginwith3Inputs */

const sk_accountauthloginwith3 = /** @type {(inputs: Accountauthloginwith3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa pomocou`)
};

/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthloginwith3 = sk_accountauthloginwith3;
export { accountauthloginwith3 as "accountAuthLoginWith" }