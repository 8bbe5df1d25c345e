/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const sv_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skulle du rekommendera oss?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = sv_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }