/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const cs_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z 5 hvězdiček`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = cs_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }