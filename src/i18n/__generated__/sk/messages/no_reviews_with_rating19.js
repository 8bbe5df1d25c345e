/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} No_Reviews_With_Rating19Inputs */

const sk_no_reviews_with_rating19 = /** @type {(inputs: No_Reviews_With_Rating19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Žiadne hodnotenia s ${i?.rating} hviezdičkami.`)
};

/**

* @param {No_Reviews_With_Rating19Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_rating19 = sk_no_reviews_with_rating19;
export { no_reviews_with_rating19 as "NO_REVIEWS_WITH_RATING" }