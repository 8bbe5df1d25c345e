/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnew2Inputs */

const sv_accountauthnew2 = /** @type {(inputs: Accountauthnew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ny kund?`)
};

/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthnew2 = sv_accountauthnew2;
export { accountauthnew2 as "accountAuthNew" }