/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewdistribution1Inputs */

const sk_reviewdistribution1 = /** @type {(inputs: Reviewdistribution1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rozloženie hviezdičiek`)
};

/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewdistribution1 = sk_reviewdistribution1;
export { reviewdistribution1 as "reviewDistribution" }