/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewdistribution1Inputs */

const sv_reviewdistribution1 = /** @type {(inputs: Reviewdistribution1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fördelning av stjärnor`)
};

/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewdistribution1 = sv_reviewdistribution1;
export { reviewdistribution1 as "reviewDistribution" }