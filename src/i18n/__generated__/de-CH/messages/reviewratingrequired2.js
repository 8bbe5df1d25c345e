/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const de_ch2_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte vergeben Sie 1 bis 5 Sterne`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = de_ch2_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }