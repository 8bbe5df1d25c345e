/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverall1Inputs */

const de_ch2_reviewoverall1 = /** @type {(inputs: Reviewoverall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Gesamtbewertung`)
};

/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewoverall1 = de_ch2_reviewoverall1;
export { reviewoverall1 as "reviewOverall" }