/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysend2Inputs */

const sk_thankssurveysend2 = /** @type {(inputs: Thankssurveysend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odoslať odpoveď`)
};

/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveysend2 = sk_thankssurveysend2;
export { thankssurveysend2 as "thanksSurveySend" }