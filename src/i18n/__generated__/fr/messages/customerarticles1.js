/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerarticles1Inputs */

const fr_customerarticles1 = /** @type {(inputs: Customerarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles`)
};

/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerarticles1 = fr_customerarticles1;
export { customerarticles1 as "customerArticles" }