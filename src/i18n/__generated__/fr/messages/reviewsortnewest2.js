/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortnewest2Inputs */

const fr_reviewsortnewest2 = /** @type {(inputs: Reviewsortnewest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus récents`)
};

/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsortnewest2 = fr_reviewsortnewest2;
export { reviewsortnewest2 as "reviewSortNewest" }