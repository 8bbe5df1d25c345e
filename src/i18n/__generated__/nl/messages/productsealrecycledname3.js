/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledname3Inputs */

const nl_productsealrecycledname3 = /** @type {(inputs: Productsealrecycledname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerecycled materiaal`)
};

/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealrecycledname3 = nl_productsealrecycledname3;
export { productsealrecycledname3 as "productSealRecycledName" }