/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews_With_One_Star20Inputs */

const sv_no_reviews_with_one_star20 = /** @type {(inputs: No_Reviews_With_One_Star20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det finns inga omdömen med 1 stjärna.`)
};

/**

* @param {No_Reviews_With_One_Star20Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_one_star20 = sv_no_reviews_with_one_star20;
export { no_reviews_with_one_star20 as "NO_REVIEWS_WITH_ONE_STAR" }