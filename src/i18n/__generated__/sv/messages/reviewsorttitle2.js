/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorttitle2Inputs */

const sv_reviewsorttitle2 = /** @type {(inputs: Reviewsorttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortera omdömen`)
};

/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsorttitle2 = sv_reviewsorttitle2;
export { reviewsorttitle2 as "reviewSortTitle" }