/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloginwith3Inputs */

const sv_accountauthloginwith3 = /** @type {(inputs: Accountauthloginwith3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in med`)
};

/**

* @param {Accountauthloginwith3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthloginwith3 = sv_accountauthloginwith3;
export { accountauthloginwith3 as "accountAuthLoginWith" }