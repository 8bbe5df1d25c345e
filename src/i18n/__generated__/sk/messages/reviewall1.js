/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewall1Inputs */

const sk_reviewall1 = /** @type {(inputs: Reviewall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Všetky hodnotenia`)
};

/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewall1 = sk_reviewall1;
export { reviewall1 as "reviewAll" }