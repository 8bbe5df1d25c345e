/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveynever2Inputs */

const cs_thankssurveynever2 = /** @type {(inputs: Thankssurveynever2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 – určitě ne`)
};

/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveynever2 = cs_thankssurveynever2;
export { thankssurveynever2 as "thanksSurveyNever" }