/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} No_Reviews_With_Rating19Inputs */

const de_ch2_no_reviews_with_rating19 = /** @type {(inputs: No_Reviews_With_Rating19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es gibt keine Bewertungen mit ${i?.rating} Sternen.`)
};

/**

* @param {No_Reviews_With_Rating19Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_rating19 = de_ch2_no_reviews_with_rating19;
export { no_reviews_with_rating19 as "NO_REVIEWS_WITH_RATING" }