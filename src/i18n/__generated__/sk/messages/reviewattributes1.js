/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewattributes1Inputs */

const sk_reviewattributes1 = /** @type {(inputs: Reviewattributes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hodnotené vlastnosti`)
};

/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewattributes1 = sk_reviewattributes1;
export { reviewattributes1 as "reviewAttributes" }