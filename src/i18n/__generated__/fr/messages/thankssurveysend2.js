/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysend2Inputs */

const fr_thankssurveysend2 = /** @type {(inputs: Thankssurveysend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la réponse`)
};

/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveysend2 = fr_thankssurveysend2;
export { thankssurveysend2 as "thanksSurveySend" }