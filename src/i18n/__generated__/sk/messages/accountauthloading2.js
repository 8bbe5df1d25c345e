/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloading2Inputs */

const sk_accountauthloading2 = /** @type {(inputs: Accountauthloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa …`)
};

/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthloading2 = sk_accountauthloading2;
export { accountauthloading2 as "accountAuthLoading" }