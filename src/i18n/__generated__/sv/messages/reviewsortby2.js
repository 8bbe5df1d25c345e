/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sort: NonNullable<unknown> }} Reviewsortby2Inputs */

const sv_reviewsortby2 = /** @type {(inputs: Reviewsortby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sortera: ${i?.sort}`)
};

/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsortby2 = sv_reviewsortby2;
export { reviewsortby2 as "reviewSortBy" }