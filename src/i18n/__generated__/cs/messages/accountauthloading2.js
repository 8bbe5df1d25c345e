/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloading2Inputs */

const cs_accountauthloading2 = /** @type {(inputs: Accountauthloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se …`)
};

/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthloading2 = cs_accountauthloading2;
export { accountauthloading2 as "accountAuthLoading" }