/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyform2Inputs */

const de_thankssurveyform2 = /** @type {(inputs: Thankssurveyform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umfrage`)
};

/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyform2 = de_thankssurveyform2;
export { thankssurveyform2 as "thanksSurveyForm" }