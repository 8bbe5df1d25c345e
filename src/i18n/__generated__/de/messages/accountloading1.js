/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountloading1Inputs */

const de_accountloading1 = /** @type {(inputs: Accountloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen`)
};

/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountloading1 = de_accountloading1;
export { accountloading1 as "accountLoading" }