/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveythanks2Inputs */

const fr_thankssurveythanks2 = /** @type {(inputs: Thankssurveythanks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir participé à notre sondage !`)
};

/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveythanks2 = fr_thankssurveythanks2;
export { thankssurveythanks2 as "thanksSurveyThanks" }