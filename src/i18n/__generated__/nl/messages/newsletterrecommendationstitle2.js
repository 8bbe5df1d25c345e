/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationstitle2Inputs */

const nl_newsletterrecommendationstitle2 = /** @type {(inputs: Newsletterrecommendationstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden voor productaanbevelingen`)
};

/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationstitle2 = nl_newsletterrecommendationstitle2;
export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" }