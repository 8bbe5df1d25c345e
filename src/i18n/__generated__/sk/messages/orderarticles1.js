/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderarticles1Inputs */

const sk_orderarticles1 = /** @type {(inputs: Orderarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar spolu`)
};

/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderarticles1 = sk_orderarticles1;
export { orderarticles1 as "orderArticles" }