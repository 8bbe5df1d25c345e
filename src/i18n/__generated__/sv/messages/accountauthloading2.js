/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthloading2Inputs */

const sv_accountauthloading2 = /** @type {(inputs: Accountauthloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar …`)
};

/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthloading2 = sv_accountauthloading2;
export { accountauthloading2 as "accountAuthLoading" }