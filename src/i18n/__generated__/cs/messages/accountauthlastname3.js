/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlastname3Inputs */

const cs_accountauthlastname3 = /** @type {(inputs: Accountauthlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Příjmení`)
};

/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthlastname3 = cs_accountauthlastname3;
export { accountauthlastname3 as "accountAuthLastName" }