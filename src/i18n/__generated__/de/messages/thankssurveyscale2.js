/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyscale2Inputs */

const de_thankssurveyscale2 = /** @type {(inputs: Thankssurveyscale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie wahrscheinlich empfehlen Sie uns weiter? (0 = auf keinen Fall, 10 = auf jeden Fall)`)
};

/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveyscale2 = de_thankssurveyscale2;
export { thankssurveyscale2 as "thanksSurveyScale" }