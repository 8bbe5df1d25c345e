/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortbest2Inputs */

const sk_reviewsortbest2 = /** @type {(inputs: Reviewsortbest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od najlepšieho hodnotenia`)
};

/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsortbest2 = sk_reviewsortbest2;
export { reviewsortbest2 as "reviewSortBest" }