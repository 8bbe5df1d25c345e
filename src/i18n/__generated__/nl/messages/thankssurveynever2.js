/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveynever2Inputs */

const nl_thankssurveynever2 = /** @type {(inputs: Thankssurveynever2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 – zeker niet`)
};

/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveynever2 = nl_thankssurveynever2;
export { thankssurveynever2 as "thanksSurveyNever" }