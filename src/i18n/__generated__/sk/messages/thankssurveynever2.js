/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveynever2Inputs */

const sk_thankssurveynever2 = /** @type {(inputs: Thankssurveynever2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 – určite nie`)
};

/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveynever2 = sk_thankssurveynever2;
export { thankssurveynever2 as "thanksSurveyNever" }