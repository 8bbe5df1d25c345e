/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const nl_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt dat je deze beoordeling hebt gemeld.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const review_reported14 = nl_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }