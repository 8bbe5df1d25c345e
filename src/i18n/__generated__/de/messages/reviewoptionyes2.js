/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoptionyes2Inputs */

const de_reviewoptionyes2 = /** @type {(inputs: Reviewoptionyes2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja`)
};

/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewoptionyes2 = de_reviewoptionyes2;
export { reviewoptionyes2 as "reviewOptionYes" }