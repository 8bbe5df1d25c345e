/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationstitle2Inputs */

const cs_newsletterrecommendationstitle2 = /** @type {(inputs: Newsletterrecommendationstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlášení doporučení produktů`)
};

/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationstitle2 = cs_newsletterrecommendationstitle2;
export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" }