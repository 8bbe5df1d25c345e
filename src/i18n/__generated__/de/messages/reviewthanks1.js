/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewthanks1Inputs */

const de_reviewthanks1 = /** @type {(inputs: Reviewthanks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihr Feedback.`)
};

/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewthanks1 = de_reviewthanks1;
export { reviewthanks1 as "reviewThanks" }