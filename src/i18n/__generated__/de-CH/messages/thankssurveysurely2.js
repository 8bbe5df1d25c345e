/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysurely2Inputs */

const de_ch2_thankssurveysurely2 = /** @type {(inputs: Thankssurveysurely2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 – auf jeden Fall`)
};

/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thankssurveysurely2 = de_ch2_thankssurveysurely2;
export { thankssurveysurely2 as "thanksSurveySurely" }