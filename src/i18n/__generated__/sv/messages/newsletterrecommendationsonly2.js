/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsonly2Inputs */

const sv_newsletterrecommendationsonly2 = /** @type {(inputs: Newsletterrecommendationsonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avsluta bara produkttipsen`)
};

/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsonly2 = sv_newsletterrecommendationsonly2;
export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" }