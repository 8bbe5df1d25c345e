/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpages1Inputs */

const cs_reviewpages1 = /** @type {(inputs: Reviewpages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránky hodnocení`)
};

/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewpages1 = cs_reviewpages1;
export { reviewpages1 as "reviewPages" }