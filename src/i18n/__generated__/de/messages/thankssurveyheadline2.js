/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const de_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Würden Sie uns weiterempfehlen?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = de_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }