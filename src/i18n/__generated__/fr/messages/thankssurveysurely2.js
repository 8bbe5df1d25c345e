/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysurely2Inputs */

const fr_thankssurveysurely2 = /** @type {(inputs: Thankssurveysurely2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 – certainement`)
};

/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveysurely2 = fr_thankssurveysurely2;
export { thankssurveysurely2 as "thanksSurveySurely" }