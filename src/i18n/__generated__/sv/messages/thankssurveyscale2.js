/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const sv_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hur troligt är det att du rekommenderar oss? (0 = inte alls, 10 = absolut)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = sv_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }