/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyear2Inputs */

const fr_formbirthdayyear2 = /** @type {(inputs: Formbirthdayyear2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année`)
};

/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const formbirthdayyear2 = fr_formbirthdayyear2;
export { formbirthdayyear2 as "formBirthdayYear" }