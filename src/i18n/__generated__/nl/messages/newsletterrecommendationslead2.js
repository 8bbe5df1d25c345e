/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationslead2Inputs */

const nl_newsletterrecommendationslead2 = /** @type {(inputs: Newsletterrecommendationslead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je blijft de nieuwsbrief ontvangen, maar geen persoonlijke productaanbevelingen meer.`)
};

/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationslead2 = nl_newsletterrecommendationslead2;
export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" }