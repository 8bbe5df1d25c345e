/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const fr_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir signalé cet avis.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const review_reported14 = fr_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }