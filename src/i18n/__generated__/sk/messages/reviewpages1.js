/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpages1Inputs */

const sk_reviewpages1 = /** @type {(inputs: Reviewpages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránky hodnotení`)
};

/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewpages1 = sk_reviewpages1;
export { reviewpages1 as "reviewPages" }