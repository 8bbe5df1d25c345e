/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortworst2Inputs */

const sk_reviewsortworst2 = /** @type {(inputs: Reviewsortworst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od najhoršieho hodnotenia`)
};

/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsortworst2 = sk_reviewsortworst2;
export { reviewsortworst2 as "reviewSortWorst" }