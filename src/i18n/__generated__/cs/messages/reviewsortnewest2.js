/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortnewest2Inputs */

const cs_reviewsortnewest2 = /** @type {(inputs: Reviewsortnewest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od nejnovějších`)
};

/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsortnewest2 = cs_reviewsortnewest2;
export { reviewsortnewest2 as "reviewSortNewest" }