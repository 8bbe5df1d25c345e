/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysend2Inputs */

const de_thankssurveysend2 = /** @type {(inputs: Thankssurveysend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort senden`)
};

/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveysend2 = de_thankssurveysend2;
export { thankssurveysend2 as "thanksSurveySend" }