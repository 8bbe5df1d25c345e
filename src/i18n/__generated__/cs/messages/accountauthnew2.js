/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnew2Inputs */

const cs_accountauthnew2 = /** @type {(inputs: Accountauthnew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jste tu poprvé?`)
};

/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthnew2 = cs_accountauthnew2;
export { accountauthnew2 as "accountAuthNew" }