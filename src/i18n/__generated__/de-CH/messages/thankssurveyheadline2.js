/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const de_ch2_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Würden Sie uns weiterempfehlen?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = de_ch2_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }