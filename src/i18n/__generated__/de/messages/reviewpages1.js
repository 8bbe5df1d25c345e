/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpages1Inputs */

const de_reviewpages1 = /** @type {(inputs: Reviewpages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der Bewertungen`)
};

/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewpages1 = de_reviewpages1;
export { reviewpages1 as "reviewPages" }