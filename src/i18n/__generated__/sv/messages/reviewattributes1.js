/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewattributes1Inputs */

const sv_reviewattributes1 = /** @type {(inputs: Reviewattributes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betygsatta egenskaper`)
};

/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewattributes1 = sv_reviewattributes1;
export { reviewattributes1 as "reviewAttributes" }