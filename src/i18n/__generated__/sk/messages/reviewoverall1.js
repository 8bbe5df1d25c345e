/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverall1Inputs */

const sk_reviewoverall1 = /** @type {(inputs: Reviewoverall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše celkové hodnotenie`)
};

/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewoverall1 = sk_reviewoverall1;
export { reviewoverall1 as "reviewOverall" }