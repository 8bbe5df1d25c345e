/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpreviouspage2Inputs */

const sv_reviewpreviouspage2 = /** @type {(inputs: Reviewpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Föregående sida`)
};

/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewpreviouspage2 = sv_reviewpreviouspage2;
export { reviewpreviouspage2 as "reviewPreviousPage" }