/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const sv_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vill du berätta något mer? (valfritt)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = sv_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }