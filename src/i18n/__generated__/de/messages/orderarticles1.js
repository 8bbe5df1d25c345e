/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderarticles1Inputs */

const de_orderarticles1 = /** @type {(inputs: Orderarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summe Artikel`)
};

/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderarticles1 = de_orderarticles1;
export { orderarticles1 as "orderArticles" }