/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortworst2Inputs */

const fr_reviewsortworst2 = /** @type {(inputs: Reviewsortworst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins bonnes notes d’abord`)
};

/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsortworst2 = fr_reviewsortworst2;
export { reviewsortworst2 as "reviewSortWorst" }