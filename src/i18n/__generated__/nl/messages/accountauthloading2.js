/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloading2Inputs */

const nl_accountauthloading2 = /** @type {(inputs: Accountauthloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig met laden …`)
};

/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthloading2 = nl_accountauthloading2;
export { accountauthloading2 as "accountAuthLoading" }