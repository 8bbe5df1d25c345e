/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsunsubscribed2Inputs */

const de_ch2_newsletterrecommendationsunsubscribed2 = /** @type {(inputs: Newsletterrecommendationsunsubscribed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten ab sofort keine Produktempfehlungen mehr per E-Mail.`)
};

/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsunsubscribed2 = de_ch2_newsletterrecommendationsunsubscribed2;
export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" }