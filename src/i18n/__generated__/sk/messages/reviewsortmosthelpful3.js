/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortmosthelpful3Inputs */

const sk_reviewsortmosthelpful3 = /** @type {(inputs: Reviewsortmosthelpful3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od najužitočnejších`)
};

/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsortmosthelpful3 = sk_reviewsortmosthelpful3;
export { reviewsortmosthelpful3 as "reviewSortMostHelpful" }