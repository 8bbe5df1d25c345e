/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommendquestion2Inputs */

const sv_reviewrecommendquestion2 = /** @type {(inputs: Reviewrecommendquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skulle du rekommendera den här artikeln?`)
};

/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewrecommendquestion2 = sv_reviewrecommendquestion2;
export { reviewrecommendquestion2 as "reviewRecommendQuestion" }