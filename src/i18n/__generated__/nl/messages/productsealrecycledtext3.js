/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const nl_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevat gerecyclede vezels en spaart zo grondstoffen.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = nl_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }