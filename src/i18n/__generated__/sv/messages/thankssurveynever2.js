/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveynever2Inputs */

const sv_thankssurveynever2 = /** @type {(inputs: Thankssurveynever2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 – inte alls`)
};

/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveynever2 = sv_thankssurveynever2;
export { thankssurveynever2 as "thanksSurveyNever" }