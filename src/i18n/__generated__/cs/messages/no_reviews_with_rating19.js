/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} No_Reviews_With_Rating19Inputs */

const cs_no_reviews_with_rating19 = /** @type {(inputs: No_Reviews_With_Rating19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Žádná hodnocení s ${i?.rating} hvězdičkami.`)
};

/**

* @param {No_Reviews_With_Rating19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_rating19 = cs_no_reviews_with_rating19;
export { no_reviews_with_rating19 as "NO_REVIEWS_WITH_RATING" }