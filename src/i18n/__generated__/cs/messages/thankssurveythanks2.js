/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveythanks2Inputs */

const cs_thankssurveythanks2 = /** @type {(inputs: Thankssurveythanks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za účast v našem průzkumu!`)
};

/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveythanks2 = cs_thankssurveythanks2;
export { thankssurveythanks2 as "thanksSurveyThanks" }