/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverview1Inputs */

const sk_reviewoverview1 = /** @type {(inputs: Reviewoverview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prehľad hodnotení`)
};

/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewoverview1 = sk_reviewoverview1;
export { reviewoverview1 as "reviewOverview" }