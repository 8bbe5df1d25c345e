/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationslead2Inputs */

const fr_newsletterrecommendationslead2 = /** @type {(inputs: Newsletterrecommendationslead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous continuerez à recevoir la newsletter, mais plus de recommandations personnalisées.`)
};

/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationslead2 = fr_newsletterrecommendationslead2;
export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" }