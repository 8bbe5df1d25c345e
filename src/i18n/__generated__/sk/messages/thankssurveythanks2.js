/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveythanks2Inputs */

const sk_thankssurveythanks2 = /** @type {(inputs: Thankssurveythanks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme za účasť v našom prieskume!`)
};

/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveythanks2 = sk_thankssurveythanks2;
export { thankssurveythanks2 as "thanksSurveyThanks" }