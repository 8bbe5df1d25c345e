/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysend2Inputs */

const cs_thankssurveysend2 = /** @type {(inputs: Thankssurveysend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odeslat odpověď`)
};

/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveysend2 = cs_thankssurveysend2;
export { thankssurveysend2 as "thanksSurveySend" }