/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const de_ch2_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von 5 Sternen`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = de_ch2_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }