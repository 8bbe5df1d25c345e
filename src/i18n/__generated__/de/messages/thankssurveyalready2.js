/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const de_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben an dieser Umfrage bereits teilgenommen.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = de_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }