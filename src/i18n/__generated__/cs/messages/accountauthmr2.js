/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthmr2Inputs */

const cs_accountauthmr2 = /** @type {(inputs: Accountauthmr2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pan`)
};

/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthmr2 = cs_accountauthmr2;
export { accountauthmr2 as "accountAuthMr" }