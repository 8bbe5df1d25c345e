/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const nl_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wil je ons nog iets laten weten? (optioneel)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = nl_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }