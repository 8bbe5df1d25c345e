/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthtitle2Inputs */

const cs_accountauthtitle2 = /** @type {(inputs: Accountauthtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení`)
};

/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthtitle2 = cs_accountauthtitle2;
export { accountauthtitle2 as "accountAuthTitle" }