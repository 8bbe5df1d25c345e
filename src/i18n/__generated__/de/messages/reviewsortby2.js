/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sort: NonNullable<unknown> }} Reviewsortby2Inputs */

const de_reviewsortby2 = /** @type {(inputs: Reviewsortby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sortieren: ${i?.sort}`)
};

/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewsortby2 = de_reviewsortby2;
export { reviewsortby2 as "reviewSortBy" }