/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const de_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diesen Artikel gibt es noch keine Bewertungen.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = de_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }