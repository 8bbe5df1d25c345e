/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoutof5stars3Inputs */

const sk_reviewoutof5stars3 = /** @type {(inputs: Reviewoutof5stars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z 5 hviezdičiek`)
};

/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewoutof5stars3 = sk_reviewoutof5stars3;
export { reviewoutof5stars3 as "reviewOutOf5Stars" }