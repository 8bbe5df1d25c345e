/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerarticles1Inputs */

const de_customerarticles1 = /** @type {(inputs: Customerarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerarticles1 = de_customerarticles1;
export { customerarticles1 as "customerArticles" }