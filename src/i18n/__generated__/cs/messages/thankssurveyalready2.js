/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const cs_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tohoto průzkumu jste se už zúčastnili.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = cs_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }