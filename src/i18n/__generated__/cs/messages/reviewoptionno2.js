/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionno2Inputs */

const cs_reviewoptionno2 = /** @type {(inputs: Reviewoptionno2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne`)
};

/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewoptionno2 = cs_reviewoptionno2;
export { reviewoptionno2 as "reviewOptionNo" }