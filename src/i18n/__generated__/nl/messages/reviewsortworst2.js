/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortworst2Inputs */

const nl_reviewsortworst2 = /** @type {(inputs: Reviewsortworst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slechtste beoordeling eerst`)
};

/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewsortworst2 = nl_reviewsortworst2;
export { reviewsortworst2 as "reviewSortWorst" }