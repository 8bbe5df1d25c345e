/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverview1Inputs */

const de_ch2_reviewoverview1 = /** @type {(inputs: Reviewoverview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen im Überblick`)
};

/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewoverview1 = de_ch2_reviewoverview1;
export { reviewoverview1 as "reviewOverview" }