/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveythanks2Inputs */

const de_thankssurveythanks2 = /** @type {(inputs: Thankssurveythanks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Teilnahme an unserer Umfrage!`)
};

/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveythanks2 = de_thankssurveythanks2;
export { thankssurveythanks2 as "thanksSurveyThanks" }