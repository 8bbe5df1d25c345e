/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortmosthelpful3Inputs */

const cs_reviewsortmosthelpful3 = /** @type {(inputs: Reviewsortmosthelpful3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od nejužitečnějších`)
};

/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsortmosthelpful3 = cs_reviewsortmosthelpful3;
export { reviewsortmosthelpful3 as "reviewSortMostHelpful" }