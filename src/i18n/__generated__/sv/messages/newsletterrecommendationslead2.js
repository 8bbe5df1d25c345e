/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationslead2Inputs */

const sv_newsletterrecommendationslead2 = /** @type {(inputs: Newsletterrecommendationslead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du får nyhetsbrevet som vanligt, men inga personliga produkttips.`)
};

/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationslead2 = sv_newsletterrecommendationslead2;
export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" }