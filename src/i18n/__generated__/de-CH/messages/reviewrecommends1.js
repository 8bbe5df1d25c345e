/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommends1Inputs */

const de_ch2_reviewrecommends1 = /** @type {(inputs: Reviewrecommends1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich empfehle diesen Artikel.`)
};

/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewrecommends1 = de_ch2_reviewrecommends1;
export { reviewrecommends1 as "reviewRecommends" }