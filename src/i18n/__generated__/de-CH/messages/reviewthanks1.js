/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewthanks1Inputs */

const de_ch2_reviewthanks1 = /** @type {(inputs: Reviewthanks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihr Feedback.`)
};

/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewthanks1 = de_ch2_reviewthanks1;
export { reviewthanks1 as "reviewThanks" }