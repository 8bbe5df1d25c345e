/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyrequired2Inputs */

const fr_thankssurveyrequired2 = /** @type {(inputs: Thankssurveyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une valeur entre 0 et 10.`)
};

/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveyrequired2 = fr_thankssurveyrequired2;
export { thankssurveyrequired2 as "thanksSurveyRequired" }