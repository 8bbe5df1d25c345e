/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthdiverse2Inputs */

const nl_accountauthdiverse2 = /** @type {(inputs: Accountauthdiverse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anders`)
};

/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthdiverse2 = nl_accountauthdiverse2;
export { accountauthdiverse2 as "accountAuthDiverse" }