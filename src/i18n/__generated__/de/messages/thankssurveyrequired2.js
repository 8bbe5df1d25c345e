/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyrequired2Inputs */

const de_thankssurveyrequired2 = /** @type {(inputs: Thankssurveyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie einen Wert zwischen 0 und 10.`)
};

/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyrequired2 = de_thankssurveyrequired2;
export { thankssurveyrequired2 as "thanksSurveyRequired" }