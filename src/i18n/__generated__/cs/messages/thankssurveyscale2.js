/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const cs_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak pravděpodobně nás doporučíte? (0 = určitě ne, 10 = určitě ano)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = cs_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }