/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionno2Inputs */

const fr_reviewoptionno2 = /** @type {(inputs: Reviewoptionno2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non`)
};

/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewoptionno2 = fr_reviewoptionno2;
export { reviewoptionno2 as "reviewOptionNo" }