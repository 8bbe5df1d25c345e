/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderarticles1Inputs */

const sv_orderarticles1 = /** @type {(inputs: Orderarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summa varor`)
};

/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderarticles1 = sv_orderarticles1;
export { orderarticles1 as "orderArticles" }