/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsunsubscribed2Inputs */

const sk_newsletterrecommendationsunsubscribed2 = /** @type {(inputs: Newsletterrecommendationsunsubscribed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odteraz Vám už nebudeme posielať odporúčania produktov e-mailom.`)
};

/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsunsubscribed2 = sk_newsletterrecommendationsunsubscribed2;
export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" }