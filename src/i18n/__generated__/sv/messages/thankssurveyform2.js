/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyform2Inputs */

const sv_thankssurveyform2 = /** @type {(inputs: Thankssurveyform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enkät`)
};

/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveyform2 = sv_thankssurveyform2;
export { thankssurveyform2 as "thanksSurveyForm" }