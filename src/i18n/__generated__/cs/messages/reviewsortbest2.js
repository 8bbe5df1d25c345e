/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortbest2Inputs */

const cs_reviewsortbest2 = /** @type {(inputs: Reviewsortbest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od nejlepšího hodnocení`)
};

/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsortbest2 = cs_reviewsortbest2;
export { reviewsortbest2 as "reviewSortBest" }