/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsonly2Inputs */

const fr_newsletterrecommendationsonly2 = /** @type {(inputs: Newsletterrecommendationsonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner des recommandations uniquement`)
};

/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsonly2 = fr_newsletterrecommendationsonly2;
export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" }