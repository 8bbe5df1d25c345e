/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionno2Inputs */

const nl_reviewoptionno2 = /** @type {(inputs: Reviewoptionno2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nee`)
};

/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewoptionno2 = nl_reviewoptionno2;
export { reviewoptionno2 as "reviewOptionNo" }