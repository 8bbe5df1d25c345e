/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloading2Inputs */

const de_accountauthloading2 = /** @type {(inputs: Accountauthloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen …`)
};

/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthloading2 = de_accountauthloading2;
export { accountauthloading2 as "accountAuthLoading" }