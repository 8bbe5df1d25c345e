/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const fr_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle est la probabilité que vous nous recommandiez ? (0 = pas du tout, 10 = certainement)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = fr_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }