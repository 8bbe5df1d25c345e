/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorts1Inputs */

const sk_reviewsorts1 = /** @type {(inputs: Reviewsorts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoradenia`)
};

/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsorts1 = sk_reviewsorts1;
export { reviewsorts1 as "reviewSorts" }