/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationslead2Inputs */

const de_newsletterrecommendationslead2 = /** @type {(inputs: Newsletterrecommendationslead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten den Newsletter weiter, aber keine persönlichen Produktempfehlungen mehr.`)
};

/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationslead2 = de_newsletterrecommendationslead2;
export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" }