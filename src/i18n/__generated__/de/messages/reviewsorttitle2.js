/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorttitle2Inputs */

const de_reviewsorttitle2 = /** @type {(inputs: Reviewsorttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen sortieren`)
};

/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewsorttitle2 = de_reviewsorttitle2;
export { reviewsorttitle2 as "reviewSortTitle" }