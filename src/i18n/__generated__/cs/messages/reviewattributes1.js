/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewattributes1Inputs */

const cs_reviewattributes1 = /** @type {(inputs: Reviewattributes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hodnocené vlastnosti`)
};

/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewattributes1 = cs_reviewattributes1;
export { reviewattributes1 as "reviewAttributes" }