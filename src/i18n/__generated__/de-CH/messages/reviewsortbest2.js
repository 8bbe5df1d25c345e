/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortbest2Inputs */

const de_ch2_reviewsortbest2 = /** @type {(inputs: Reviewsortbest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beste Bewertung zuerst`)
};

/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewsortbest2 = de_ch2_reviewsortbest2;
export { reviewsortbest2 as "reviewSortBest" }