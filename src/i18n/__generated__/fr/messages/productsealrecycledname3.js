/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledname3Inputs */

const fr_productsealrecycledname3 = /** @type {(inputs: Productsealrecycledname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matière recyclée`)
};

/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealrecycledname3 = fr_productsealrecycledname3;
export { productsealrecycledname3 as "productSealRecycledName" }