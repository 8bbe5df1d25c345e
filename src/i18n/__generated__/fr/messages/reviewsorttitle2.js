/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorttitle2Inputs */

const fr_reviewsorttitle2 = /** @type {(inputs: Reviewsorttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier les avis`)
};

/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsorttitle2 = fr_reviewsorttitle2;
export { reviewsorttitle2 as "reviewSortTitle" }