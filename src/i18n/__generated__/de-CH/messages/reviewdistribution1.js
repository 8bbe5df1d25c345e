/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewdistribution1Inputs */

const de_ch2_reviewdistribution1 = /** @type {(inputs: Reviewdistribution1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verteilung der Sterne`)
};

/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewdistribution1 = de_ch2_reviewdistribution1;
export { reviewdistribution1 as "reviewDistribution" }