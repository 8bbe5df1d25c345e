/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthmr2Inputs */

const sv_accountauthmr2 = /** @type {(inputs: Accountauthmr2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herr`)
};

/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthmr2 = sv_accountauthmr2;
export { accountauthmr2 as "accountAuthMr" }