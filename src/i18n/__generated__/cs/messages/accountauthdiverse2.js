/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthdiverse2Inputs */

const cs_accountauthdiverse2 = /** @type {(inputs: Accountauthdiverse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jiné`)
};

/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthdiverse2 = cs_accountauthdiverse2;
export { accountauthdiverse2 as "accountAuthDiverse" }