/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpreviouspage2Inputs */

const de_reviewpreviouspage2 = /** @type {(inputs: Reviewpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewpreviouspage2 = de_reviewpreviouspage2;
export { reviewpreviouspage2 as "reviewPreviousPage" }