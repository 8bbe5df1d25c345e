/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysurely2Inputs */

const sv_thankssurveysurely2 = /** @type {(inputs: Thankssurveysurely2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 – absolut`)
};

/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveysurely2 = sv_thankssurveysurely2;
export { thankssurveysurely2 as "thanksSurveySurely" }