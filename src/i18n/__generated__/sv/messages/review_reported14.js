/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_Reported14Inputs */

const sv_review_reported14 = /** @type {(inputs: Review_Reported14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för att du rapporterade det här omdömet.`)
};

/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const review_reported14 = sv_review_reported14;
export { review_reported14 as "REVIEW_REPORTED" }