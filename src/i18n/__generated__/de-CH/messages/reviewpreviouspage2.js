/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpreviouspage2Inputs */

const de_ch2_reviewpreviouspage2 = /** @type {(inputs: Reviewpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewpreviouspage2 = de_ch2_reviewpreviouspage2;
export { reviewpreviouspage2 as "reviewPreviousPage" }