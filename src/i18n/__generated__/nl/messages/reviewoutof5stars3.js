/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const nl_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`van 5 sterren`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = nl_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }