/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthtitle2Inputs */

const de_accountauthtitle2 = /** @type {(inputs: Accountauthtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung`)
};

/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthtitle2 = de_accountauthtitle2;
export { accountauthtitle2 as "accountAuthTitle" }