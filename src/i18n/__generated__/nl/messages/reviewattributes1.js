/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewattributes1Inputs */

const nl_reviewattributes1 = /** @type {(inputs: Reviewattributes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeelde eigenschappen`)
};

/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewattributes1 = nl_reviewattributes1;
export { reviewattributes1 as "reviewAttributes" }