/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const de_ch2_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich empfehle diesen Artikel nicht.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = de_ch2_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }