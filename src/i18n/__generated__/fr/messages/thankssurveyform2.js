/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyform2Inputs */

const fr_thankssurveyform2 = /** @type {(inputs: Thankssurveyform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondage`)
};

/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveyform2 = fr_thankssurveyform2;
export { thankssurveyform2 as "thanksSurveyForm" }