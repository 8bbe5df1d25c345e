/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpages1Inputs */

const fr_reviewpages1 = /** @type {(inputs: Reviewpages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des avis`)
};

/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewpages1 = fr_reviewpages1;
export { reviewpages1 as "reviewPages" }