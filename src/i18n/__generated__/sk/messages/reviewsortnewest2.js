/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortnewest2Inputs */

const sk_reviewsortnewest2 = /** @type {(inputs: Reviewsortnewest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od najnovších`)
};

/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsortnewest2 = sk_reviewsortnewest2;
export { reviewsortnewest2 as "reviewSortNewest" }