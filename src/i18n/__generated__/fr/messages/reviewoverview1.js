/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverview1Inputs */

const fr_reviewoverview1 = /** @type {(inputs: Reviewoverview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu des avis`)
};

/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewoverview1 = fr_reviewoverview1;
export { reviewoverview1 as "reviewOverview" }