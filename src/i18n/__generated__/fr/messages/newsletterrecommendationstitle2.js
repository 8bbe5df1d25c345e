/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationstitle2Inputs */

const fr_newsletterrecommendationstitle2 = /** @type {(inputs: Newsletterrecommendationstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir de recommandations`)
};

/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationstitle2 = fr_newsletterrecommendationstitle2;
export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" }