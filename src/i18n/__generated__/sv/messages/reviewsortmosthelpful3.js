/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortmosthelpful3Inputs */

const sv_reviewsortmosthelpful3 = /** @type {(inputs: Reviewsortmosthelpful3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mest hjälpsamma först`)
};

/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsortmosthelpful3 = sv_reviewsortmosthelpful3;
export { reviewsortmosthelpful3 as "reviewSortMostHelpful" }