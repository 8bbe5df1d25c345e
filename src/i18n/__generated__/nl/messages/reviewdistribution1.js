/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewdistribution1Inputs */

const nl_reviewdistribution1 = /** @type {(inputs: Reviewdistribution1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdeling van de sterren`)
};

/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewdistribution1 = nl_reviewdistribution1;
export { reviewdistribution1 as "reviewDistribution" }