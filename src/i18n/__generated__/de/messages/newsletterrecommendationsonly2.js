/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsonly2Inputs */

const de_newsletterrecommendationsonly2 = /** @type {(inputs: Newsletterrecommendationsonly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Produktempfehlungen abmelden`)
};

/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsonly2 = de_newsletterrecommendationsonly2;
export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" }