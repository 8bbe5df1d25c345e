/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveythanks2Inputs */

const sv_thankssurveythanks2 = /** @type {(inputs: Thankssurveythanks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för att du deltog i vår enkät!`)
};

/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveythanks2 = sv_thankssurveythanks2;
export { thankssurveythanks2 as "thanksSurveyThanks" }