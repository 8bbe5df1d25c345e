/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysend2Inputs */

const sv_thankssurveysend2 = /** @type {(inputs: Thankssurveysend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skicka svar`)
};

/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveysend2 = sv_thankssurveysend2;
export { thankssurveysend2 as "thanksSurveySend" }