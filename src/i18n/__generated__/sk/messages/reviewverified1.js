/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewverified1Inputs */

const sk_reviewverified1 = /** @type {(inputs: Reviewverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overený nákup`)
};

/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewverified1 = sk_reviewverified1;
export { reviewverified1 as "reviewVerified" }