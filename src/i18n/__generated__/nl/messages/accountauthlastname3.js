/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlastname3Inputs */

const nl_accountauthlastname3 = /** @type {(inputs: Accountauthlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achternaam`)
};

/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthlastname3 = nl_accountauthlastname3;
export { accountauthlastname3 as "accountAuthLastName" }