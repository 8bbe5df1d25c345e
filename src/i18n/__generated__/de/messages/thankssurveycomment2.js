/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankssurveycomment2Inputs */

const de_thankssurveycomment2 = /** @type {(inputs: Thankssurveycomment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Möchten Sie uns noch etwas sagen? (optional)`)
};

/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thankssurveycomment2 = de_thankssurveycomment2;
export { thankssurveycomment2 as "thanksSurveyComment" }