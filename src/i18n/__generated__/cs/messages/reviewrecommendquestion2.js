/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommendquestion2Inputs */

const cs_reviewrecommendquestion2 = /** @type {(inputs: Reviewrecommendquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doporučili byste toto zboží?`)
};

/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewrecommendquestion2 = cs_reviewrecommendquestion2;
export { reviewrecommendquestion2 as "reviewRecommendQuestion" }