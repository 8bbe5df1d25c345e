/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysurely2Inputs */

const nl_thankssurveysurely2 = /** @type {(inputs: Thankssurveysurely2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 – zeker wel`)
};

/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveysurely2 = nl_thankssurveysurely2;
export { thankssurveysurely2 as "thanksSurveySurely" }