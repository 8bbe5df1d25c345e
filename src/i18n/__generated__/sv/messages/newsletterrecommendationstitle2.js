/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationstitle2Inputs */

const sv_newsletterrecommendationstitle2 = /** @type {(inputs: Newsletterrecommendationstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avsluta produkttipsen`)
};

/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationstitle2 = sv_newsletterrecommendationstitle2;
export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" }