/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const de_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank, dass Sie diese Bewertung gemeldet haben.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const review_reported14 = de_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }