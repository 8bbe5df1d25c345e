/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorttitle2Inputs */

const cs_reviewsorttitle2 = /** @type {(inputs: Reviewsorttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seřadit hodnocení`)
};

/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsorttitle2 = cs_reviewsorttitle2;
export { reviewsorttitle2 as "reviewSortTitle" }