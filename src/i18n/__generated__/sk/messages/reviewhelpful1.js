/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const sk_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bolo pre Vás toto hodnotenie užitočné?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = sk_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }