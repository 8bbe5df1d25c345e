/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const sv_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du har redan deltagit i den här enkäten.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = sv_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }