/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewall1Inputs */

const de_ch2_reviewall1 = /** @type {(inputs: Reviewall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bewertungen`)
};

/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewall1 = de_ch2_reviewall1;
export { reviewall1 as "reviewAll" }