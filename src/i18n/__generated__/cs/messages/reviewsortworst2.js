/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortworst2Inputs */

const cs_reviewsortworst2 = /** @type {(inputs: Reviewsortworst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od nejhoršího hodnocení`)
};

/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsortworst2 = cs_reviewsortworst2;
export { reviewsortworst2 as "reviewSortWorst" }