/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const cs_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doporučili byste nás?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = cs_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }