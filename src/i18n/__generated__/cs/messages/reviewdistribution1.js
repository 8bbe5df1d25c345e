/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewdistribution1Inputs */

const cs_reviewdistribution1 = /** @type {(inputs: Reviewdistribution1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rozložení hvězdiček`)
};

/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewdistribution1 = cs_reviewdistribution1;
export { reviewdistribution1 as "reviewDistribution" }