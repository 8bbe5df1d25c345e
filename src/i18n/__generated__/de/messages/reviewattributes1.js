/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewattributes1Inputs */

const de_reviewattributes1 = /** @type {(inputs: Reviewattributes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertete Eigenschaften`)
};

/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewattributes1 = de_reviewattributes1;
export { reviewattributes1 as "reviewAttributes" }