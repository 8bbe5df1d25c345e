/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterrecommendationstitle2Inputs */

const sk_newsletterrecommendationstitle2 = /** @type {(inputs: Newsletterrecommendationstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásenie odporúčaní produktov`)
};

/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterrecommendationstitle2 = sk_newsletterrecommendationstitle2;
export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" }