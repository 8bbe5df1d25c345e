/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthmr2Inputs */

const nl_accountauthmr2 = /** @type {(inputs: Accountauthmr2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meneer`)
};

/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthmr2 = nl_accountauthmr2;
export { accountauthmr2 as "accountAuthMr" }