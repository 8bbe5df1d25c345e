/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsonly2Inputs */

const nl_newsletterrecommendationsonly2 = /** @type {(inputs: Newsletterrecommendationsonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen afmelden voor productaanbevelingen`)
};

/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsonly2 = nl_newsletterrecommendationsonly2;
export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" }