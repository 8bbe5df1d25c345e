/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthmr2Inputs */

const de_accountauthmr2 = /** @type {(inputs: Accountauthmr2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herr`)
};

/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthmr2 = de_accountauthmr2;
export { accountauthmr2 as "accountAuthMr" }