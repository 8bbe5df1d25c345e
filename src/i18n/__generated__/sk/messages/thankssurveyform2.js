/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyform2Inputs */

const sk_thankssurveyform2 = /** @type {(inputs: Thankssurveyform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prieskum`)
};

/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyform2 = sk_thankssurveyform2;
export { thankssurveyform2 as "thanksSurveyForm" }