/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthtitle2Inputs */

const nl_accountauthtitle2 = /** @type {(inputs: Accountauthtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen`)
};

/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthtitle2 = nl_accountauthtitle2;
export { accountauthtitle2 as "accountAuthTitle" }