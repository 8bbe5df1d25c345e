/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const sk_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ako pravdepodobne nás odporučíte? (0 = určite nie, 10 = určite áno)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = sk_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }