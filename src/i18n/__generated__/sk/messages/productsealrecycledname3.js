/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledname3Inputs */

const sk_productsealrecycledname3 = /** @type {(inputs: Productsealrecycledname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recyklovaný materiál`)
};

/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealrecycledname3 = sk_productsealrecycledname3;
export { productsealrecycledname3 as "productSealRecycledName" }