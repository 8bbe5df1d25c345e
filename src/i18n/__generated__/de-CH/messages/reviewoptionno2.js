/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionno2Inputs */

const de_ch2_reviewoptionno2 = /** @type {(inputs: Reviewoptionno2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein`)
};

/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewoptionno2 = de_ch2_reviewoptionno2;
export { reviewoptionno2 as "reviewOptionNo" }