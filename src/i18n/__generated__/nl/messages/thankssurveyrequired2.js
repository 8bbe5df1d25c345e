/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyrequired2Inputs */

const nl_thankssurveyrequired2 = /** @type {(inputs: Thankssurveyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een waarde tussen 0 en 10.`)
};

/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveyrequired2 = nl_thankssurveyrequired2;
export { thankssurveyrequired2 as "thanksSurveyRequired" }