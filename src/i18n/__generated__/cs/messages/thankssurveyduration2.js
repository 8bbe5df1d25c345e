/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const cs_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Průzkum trvá jen 2 minuty.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = cs_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }