/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyrequired2Inputs */

const cs_thankssurveyrequired2 = /** @type {(inputs: Thankssurveyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím hodnotu od 0 do 10.`)
};

/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveyrequired2 = cs_thankssurveyrequired2;
export { thankssurveyrequired2 as "thanksSurveyRequired" }