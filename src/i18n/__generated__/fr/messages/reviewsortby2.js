/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sort: NonNullable<unknown> }} Reviewsortby2Inputs */

const fr_reviewsortby2 = /** @type {(inputs: Reviewsortby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trier : ${i?.sort}`)
};

/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsortby2 = fr_reviewsortby2;
export { reviewsortby2 as "reviewSortBy" }