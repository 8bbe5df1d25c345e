/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommends1Inputs */

const fr_reviewrecommends1 = /** @type {(inputs: Reviewrecommends1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je recommande cet article.`)
};

/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewrecommends1 = fr_reviewrecommends1;
export { reviewrecommends1 as "reviewRecommends" }