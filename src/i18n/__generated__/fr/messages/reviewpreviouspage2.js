/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpreviouspage2Inputs */

const fr_reviewpreviouspage2 = /** @type {(inputs: Reviewpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page précédente`)
};

/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewpreviouspage2 = fr_reviewpreviouspage2;
export { reviewpreviouspage2 as "reviewPreviousPage" }