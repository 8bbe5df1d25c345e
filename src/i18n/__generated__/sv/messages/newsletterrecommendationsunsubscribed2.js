/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationsunsubscribed2Inputs */

const sv_newsletterrecommendationsunsubscribed2 = /** @type {(inputs: Newsletterrecommendationsunsubscribed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du får inte längre några produkttips via mejl.`)
};

/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationsunsubscribed2 = sv_newsletterrecommendationsunsubscribed2;
export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" }