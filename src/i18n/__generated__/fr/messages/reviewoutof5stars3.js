/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const fr_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur 5 étoiles`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = fr_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }