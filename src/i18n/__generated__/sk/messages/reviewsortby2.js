/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sort: NonNullable<unknown> }} Reviewsortby2Inputs */

const sk_reviewsortby2 = /** @type {(inputs: Reviewsortby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zoradiť: ${i?.sort}`)
};

/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsortby2 = sk_reviewsortby2;
export { reviewsortby2 as "reviewSortBy" }