/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const fr_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous recommanderiez-vous ?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = fr_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }