/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerarticles1Inputs */

const sk_customerarticles1 = /** @type {(inputs: Customerarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar`)
};

/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerarticles1 = sk_customerarticles1;
export { customerarticles1 as "customerArticles" }