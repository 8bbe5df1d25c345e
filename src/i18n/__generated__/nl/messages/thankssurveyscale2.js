/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const nl_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoe waarschijnlijk is het dat je ons aanbeveelt? (0 = zeker niet, 10 = zeker wel)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = nl_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }