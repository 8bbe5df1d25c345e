/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountloading1Inputs */

const nl_accountloading1 = /** @type {(inputs: Accountloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig met laden`)
};

/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountloading1 = nl_accountloading1;
export { accountloading1 as "accountLoading" }