/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortnewest2Inputs */

const nl_reviewsortnewest2 = /** @type {(inputs: Reviewsortnewest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwste eerst`)
};

/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewsortnewest2 = nl_reviewsortnewest2;
export { reviewsortnewest2 as "reviewSortNewest" }