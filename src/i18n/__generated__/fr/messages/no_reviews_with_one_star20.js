/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews_With_One_Star20Inputs */

const fr_no_reviews_with_one_star20 = /** @type {(inputs: No_Reviews_With_One_Star20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis avec 1 étoile.`)
};

/**

* @param {No_Reviews_With_One_Star20Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_one_star20 = fr_no_reviews_with_one_star20;
export { no_reviews_with_one_star20 as "NO_REVIEWS_WITH_ONE_STAR" }