/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorts1Inputs */

const de_ch2_reviewsorts1 = /** @type {(inputs: Reviewsorts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortierungen`)
};

/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewsorts1 = de_ch2_reviewsorts1;
export { reviewsorts1 as "reviewSorts" }