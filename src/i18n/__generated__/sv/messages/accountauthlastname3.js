/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthlastname3Inputs */

const sv_accountauthlastname3 = /** @type {(inputs: Accountauthlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Efternamn`)
};

/**

* @param {Accountauthlastname3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthlastname3 = sv_accountauthlastname3;
export { accountauthlastname3 as "accountAuthLastName" }