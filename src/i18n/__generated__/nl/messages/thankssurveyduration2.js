/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const nl_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De enquête duurt maar 2 minuten.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = nl_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }