/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const sv_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`av 5 stjärnor`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = sv_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }