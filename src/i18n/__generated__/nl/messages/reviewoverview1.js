/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverview1Inputs */

const nl_reviewoverview1 = /** @type {(inputs: Reviewoverview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen in een oogopslag`)
};

/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewoverview1 = nl_reviewoverview1;
export { reviewoverview1 as "reviewOverview" }