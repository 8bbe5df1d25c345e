/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const fr_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis vous a-t-il été utile ?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = fr_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }