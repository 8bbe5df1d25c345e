/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortmosthelpful3Inputs */

const fr_reviewsortmosthelpful3 = /** @type {(inputs: Reviewsortmosthelpful3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus utiles`)
};

/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsortmosthelpful3 = fr_reviewsortmosthelpful3;
export { reviewsortmosthelpful3 as "reviewSortMostHelpful" }