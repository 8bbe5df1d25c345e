/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommendquestion2Inputs */

const fr_reviewrecommendquestion2 = /** @type {(inputs: Reviewrecommendquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommanderiez-vous cet article ?`)
};

/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewrecommendquestion2 = fr_reviewrecommendquestion2;
export { reviewrecommendquestion2 as "reviewRecommendQuestion" }