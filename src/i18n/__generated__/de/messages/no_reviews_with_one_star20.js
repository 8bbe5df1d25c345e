/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews_With_One_Star20Inputs */

const de_no_reviews_with_one_star20 = /** @type {(inputs: No_Reviews_With_One_Star20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt keine Bewertungen mit 1 Stern.`)
};

/**

* @param {No_Reviews_With_One_Star20Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_one_star20 = de_no_reviews_with_one_star20;
export { no_reviews_with_one_star20 as "NO_REVIEWS_WITH_ONE_STAR" }