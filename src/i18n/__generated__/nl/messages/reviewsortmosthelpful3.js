/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortmosthelpful3Inputs */

const nl_reviewsortmosthelpful3 = /** @type {(inputs: Reviewsortmosthelpful3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meest nuttige eerst`)
};

/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewsortmosthelpful3 = nl_reviewsortmosthelpful3;
export { reviewsortmosthelpful3 as "reviewSortMostHelpful" }