/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews_With_One_Star20Inputs */

const cs_no_reviews_with_one_star20 = /** @type {(inputs: No_Reviews_With_One_Star20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žádná hodnocení s 1 hvězdičkou.`)
};

/**

* @param {No_Reviews_With_One_Star20Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const no_reviews_with_one_star20 = cs_no_reviews_with_one_star20;
export { no_reviews_with_one_star20 as "NO_REVIEWS_WITH_ONE_STAR" }