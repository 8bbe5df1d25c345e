/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthmr2Inputs */

const fr_accountauthmr2 = /** @type {(inputs: Accountauthmr2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monsieur`)
};

/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthmr2 = fr_accountauthmr2;
export { accountauthmr2 as "accountAuthMr" }