/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyheadline2Inputs */

const sk_thankssurveyheadline2 = /** @type {(inputs: Thankssurveyheadline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odporučili by ste nás?`)
};

/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyheadline2 = sk_thankssurveyheadline2;
export { thankssurveyheadline2 as "thanksSurveyHeadline" }