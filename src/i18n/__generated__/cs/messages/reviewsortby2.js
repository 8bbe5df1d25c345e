/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sort: NonNullable<unknown> }} Reviewsortby2Inputs */

const cs_reviewsortby2 = /** @type {(inputs: Reviewsortby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Řadit: ${i?.sort}`)
};

/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsortby2 = cs_reviewsortby2;
export { reviewsortby2 as "reviewSortBy" }