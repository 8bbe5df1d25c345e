/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const fr_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n’a pas encore d’avis.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = fr_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }