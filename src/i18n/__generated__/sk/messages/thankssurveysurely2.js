/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveysurely2Inputs */

const sk_thankssurveysurely2 = /** @type {(inputs: Thankssurveysurely2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 – určite áno`)
};

/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveysurely2 = sk_thankssurveysurely2;
export { thankssurveysurely2 as "thanksSurveySurely" }