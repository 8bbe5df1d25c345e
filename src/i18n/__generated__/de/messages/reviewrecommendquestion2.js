/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommendquestion2Inputs */

const de_reviewrecommendquestion2 = /** @type {(inputs: Reviewrecommendquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Würden Sie diesen Artikel weiterempfehlen?`)
};

/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewrecommendquestion2 = de_reviewrecommendquestion2;
export { reviewrecommendquestion2 as "reviewRecommendQuestion" }