/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationslead2Inputs */

const sk_newsletterrecommendationslead2 = /** @type {(inputs: Newsletterrecommendationslead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter Vám budeme posielať ďalej, ale už bez osobných odporúčaní produktov.`)
};

/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationslead2 = sk_newsletterrecommendationslead2;
export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" }