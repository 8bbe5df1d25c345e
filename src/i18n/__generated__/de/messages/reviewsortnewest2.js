/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortnewest2Inputs */

const de_reviewsortnewest2 = /** @type {(inputs: Reviewsortnewest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste zuerst`)
};

/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewsortnewest2 = de_reviewsortnewest2;
export { reviewsortnewest2 as "reviewSortNewest" }