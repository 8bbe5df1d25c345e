/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthtitle2Inputs */

const sv_accountauthtitle2 = /** @type {(inputs: Accountauthtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggning`)
};

/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthtitle2 = sv_accountauthtitle2;
export { accountauthtitle2 as "accountAuthTitle" }