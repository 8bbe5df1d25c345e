/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthdiverse2Inputs */

const fr_accountauthdiverse2 = /** @type {(inputs: Accountauthdiverse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthdiverse2 = fr_accountauthdiverse2;
export { accountauthdiverse2 as "accountAuthDiverse" }