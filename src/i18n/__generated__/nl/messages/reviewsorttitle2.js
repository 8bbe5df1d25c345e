/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorttitle2Inputs */

const nl_reviewsorttitle2 = /** @type {(inputs: Reviewsorttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen sorteren`)
};

/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewsorttitle2 = nl_reviewsorttitle2;
export { reviewsorttitle2 as "reviewSortTitle" }