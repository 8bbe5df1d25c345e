/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const de_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Umfrage dauert nur 2 Minuten.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = de_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }