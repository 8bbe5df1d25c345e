/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const de_ch2_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben an dieser Umfrage bereits teilgenommen.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = de_ch2_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }