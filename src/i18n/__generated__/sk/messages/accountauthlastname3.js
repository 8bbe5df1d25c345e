/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlastname3Inputs */

const sk_accountauthlastname3 = /** @type {(inputs: Accountauthlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priezvisko`)
};

/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthlastname3 = sk_accountauthlastname3;
export { accountauthlastname3 as "accountAuthLastName" }