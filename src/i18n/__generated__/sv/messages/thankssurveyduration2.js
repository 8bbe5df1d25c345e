/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const sv_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enkäten tar bara 2 minuter.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = sv_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }