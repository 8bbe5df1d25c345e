/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsonly2Inputs */

const sk_newsletterrecommendationsonly2 = /** @type {(inputs: Newsletterrecommendationsonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásiť len odporúčania produktov`)
};

/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsonly2 = sk_newsletterrecommendationsonly2;
export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" }