/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthdiverse2Inputs */

const sv_accountauthdiverse2 = /** @type {(inputs: Accountauthdiverse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annat`)
};

/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthdiverse2 = sv_accountauthdiverse2;
export { accountauthdiverse2 as "accountAuthDiverse" }