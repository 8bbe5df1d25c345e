/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverview1Inputs */

const cs_reviewoverview1 = /** @type {(inputs: Reviewoverview1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přehled hodnocení`)
};

/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewoverview1 = cs_reviewoverview1;
export { reviewoverview1 as "reviewOverview" }