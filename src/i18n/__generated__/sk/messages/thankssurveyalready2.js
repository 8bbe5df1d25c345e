/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveyalready2Inputs */

const sk_thankssurveyalready2 = /** @type {(inputs: Thankssurveyalready2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tohto prieskumu ste sa už zúčastnili.`)
};

/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveyalready2 = sk_thankssurveyalready2;
export { thankssurveyalready2 as "thanksSurveyAlready" }