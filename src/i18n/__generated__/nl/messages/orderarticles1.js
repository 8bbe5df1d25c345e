/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderarticles1Inputs */

const nl_orderarticles1 = /** @type {(inputs: Orderarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotaal artikelen`)
};

/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderarticles1 = nl_orderarticles1;
export { orderarticles1 as "orderArticles" }