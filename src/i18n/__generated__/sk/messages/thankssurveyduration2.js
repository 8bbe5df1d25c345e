/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyduration2Inputs */

const sk_thankssurveyduration2 = /** @type {(inputs: Thankssurveyduration2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prieskum trvá len 2 minúty.`)
};

/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyduration2 = sk_thankssurveyduration2;
export { thankssurveyduration2 as "thanksSurveyDuration" }