/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommendquestion2Inputs */

const nl_reviewrecommendquestion2 = /** @type {(inputs: Reviewrecommendquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zou je dit artikel aanraden?`)
};

/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewrecommendquestion2 = nl_reviewrecommendquestion2;
export { reviewrecommendquestion2 as "reviewRecommendQuestion" }