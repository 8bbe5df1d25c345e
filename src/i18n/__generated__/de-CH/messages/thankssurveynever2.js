/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveynever2Inputs */

const de_ch2_thankssurveynever2 = /** @type {(inputs: Thankssurveynever2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 – auf keinen Fall`)
};

/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thankssurveynever2 = de_ch2_thankssurveynever2;
export { thankssurveynever2 as "thanksSurveyNever" }