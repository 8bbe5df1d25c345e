/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyrequired2Inputs */

const sk_thankssurveyrequired2 = /** @type {(inputs: Thankssurveyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím hodnotu od 0 do 10.`)
};

/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyrequired2 = sk_thankssurveyrequired2;
export { thankssurveyrequired2 as "thanksSurveyRequired" }