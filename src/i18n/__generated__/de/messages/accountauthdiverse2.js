/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthdiverse2Inputs */

const de_accountauthdiverse2 = /** @type {(inputs: Accountauthdiverse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers`)
};

/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthdiverse2 = de_accountauthdiverse2;
export { accountauthdiverse2 as "accountAuthDiverse" }