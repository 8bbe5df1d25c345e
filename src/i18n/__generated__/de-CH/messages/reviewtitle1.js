/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtitle1Inputs */

const de_ch2_reviewtitle1 = /** @type {(inputs: Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überschrift`)
};

/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewtitle1 = de_ch2_reviewtitle1;
export { reviewtitle1 as "reviewTitle" }