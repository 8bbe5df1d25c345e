/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnew2Inputs */

const fr_accountauthnew2 = /** @type {(inputs: Accountauthnew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau client ?`)
};

/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthnew2 = fr_accountauthnew2;
export { accountauthnew2 as "accountAuthNew" }