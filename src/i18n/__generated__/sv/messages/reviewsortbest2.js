/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortbest2Inputs */

const sv_reviewsortbest2 = /** @type {(inputs: Reviewsortbest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bästa betyg först`)
};

/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsortbest2 = sv_reviewsortbest2;
export { reviewsortbest2 as "reviewSortBest" }