/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsortworst2Inputs */

const de_reviewsortworst2 = /** @type {(inputs: Reviewsortworst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlechteste Bewertung zuerst`)
};

/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewsortworst2 = de_reviewsortworst2;
export { reviewsortworst2 as "reviewSortWorst" }