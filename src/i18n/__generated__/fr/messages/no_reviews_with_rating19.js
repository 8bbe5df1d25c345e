/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} No_Reviews_With_Rating19Inputs */

const fr_no_reviews_with_rating19 = /** @type {(inputs: No_Reviews_With_Rating19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun avis avec ${i?.rating} étoiles.`)
};

/**

* @param {No_Reviews_With_Rating19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_rating19 = fr_no_reviews_with_rating19;
export { no_reviews_with_rating19 as "NO_REVIEWS_WITH_RATING" }