/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const nl_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zou je ons aanbevelen?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = nl_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }