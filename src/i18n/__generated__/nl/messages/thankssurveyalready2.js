/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const nl_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je hebt al aan deze enquête deelgenomen.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = nl_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }