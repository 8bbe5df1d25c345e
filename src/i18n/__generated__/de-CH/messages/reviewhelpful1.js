/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const de_ch2_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`War diese Bewertung hilfreich?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = de_ch2_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }