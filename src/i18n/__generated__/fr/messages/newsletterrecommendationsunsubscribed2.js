/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsunsubscribed2Inputs */

const fr_newsletterrecommendationsunsubscribed2 = /** @type {(inputs: Newsletterrecommendationsunsubscribed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus de recommandations de produits par e-mail.`)
};

/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsunsubscribed2 = fr_newsletterrecommendationsunsubscribed2;
export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" }