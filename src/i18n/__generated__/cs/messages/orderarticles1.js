/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderarticles1Inputs */

const cs_orderarticles1 = /** @type {(inputs: Orderarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží celkem`)
};

/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderarticles1 = cs_orderarticles1;
export { orderarticles1 as "orderArticles" }