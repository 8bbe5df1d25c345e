/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthtitle2Inputs */

const sk_accountauthtitle2 = /** @type {(inputs: Accountauthtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie`)
};

/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthtitle2 = sk_accountauthtitle2;
export { accountauthtitle2 as "accountAuthTitle" }