/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyear2Inputs */

const nl_formbirthdayyear2 = /** @type {(inputs: Formbirthdayyear2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaar`)
};

/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const formbirthdayyear2 = nl_formbirthdayyear2;
export { formbirthdayyear2 as "formBirthdayYear" }