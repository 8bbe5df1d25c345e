/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyform2Inputs */

const nl_thankssurveyform2 = /** @type {(inputs: Thankssurveyform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enquête`)
};

/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyform2 = nl_thankssurveyform2;
export { thankssurveyform2 as "thanksSurveyForm" }