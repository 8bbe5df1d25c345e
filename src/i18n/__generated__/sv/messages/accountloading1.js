/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountloading1Inputs */

const sv_accountloading1 = /** @type {(inputs: Accountloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar`)
};

/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountloading1 = sv_accountloading1;
export { accountloading1 as "accountLoading" }