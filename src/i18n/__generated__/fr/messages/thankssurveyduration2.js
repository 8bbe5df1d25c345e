/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const fr_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le sondage ne prend que 2 minutes.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = fr_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }