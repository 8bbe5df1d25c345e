/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnew2Inputs */

const nl_accountauthnew2 = /** @type {(inputs: Accountauthnew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw bij ons?`)
};

/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthnew2 = nl_accountauthnew2;
export { accountauthnew2 as "accountAuthNew" }