/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const fr_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souhaitez-vous ajouter quelque chose ? (facultatif)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = fr_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }