/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const cs_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chcete nám ještě něco sdělit? (nepovinné)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = cs_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }