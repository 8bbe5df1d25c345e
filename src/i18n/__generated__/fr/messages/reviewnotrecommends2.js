/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const fr_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ne recommande pas cet article.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = fr_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }