/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerarticles1Inputs */

const nl_customerarticles1 = /** @type {(inputs: Customerarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelen`)
};

/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerarticles1 = nl_customerarticles1;
export { customerarticles1 as "customerArticles" }