/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionno2Inputs */

const sk_reviewoptionno2 = /** @type {(inputs: Reviewoptionno2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewoptionno2 = sk_reviewoptionno2;
export { reviewoptionno2 as "reviewOptionNo" }