/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsunsubscribed2Inputs */

const cs_newsletterrecommendationsunsubscribed2 = /** @type {(inputs: Newsletterrecommendationsunsubscribed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od této chvíle Vám už nebudeme posílat doporučení produktů e-mailem.`)
};

/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsunsubscribed2 = cs_newsletterrecommendationsunsubscribed2;
export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" }