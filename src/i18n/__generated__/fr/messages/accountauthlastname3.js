/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlastname3Inputs */

const fr_accountauthlastname3 = /** @type {(inputs: Accountauthlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthlastname3 = fr_accountauthlastname3;
export { accountauthlastname3 as "accountAuthLastName" }