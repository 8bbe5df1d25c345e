/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const sk_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chcete nám ešte niečo povedať? (nepovinné)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = sk_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }