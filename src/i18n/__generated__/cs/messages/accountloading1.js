/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountloading1Inputs */

const cs_accountloading1 = /** @type {(inputs: Accountloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se`)
};

/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountloading1 = cs_accountloading1;
export { accountloading1 as "accountLoading" }