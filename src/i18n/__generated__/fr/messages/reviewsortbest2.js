/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortbest2Inputs */

const fr_reviewsortbest2 = /** @type {(inputs: Reviewsortbest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleures notes d’abord`)
};

/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsortbest2 = fr_reviewsortbest2;
export { reviewsortbest2 as "reviewSortBest" }