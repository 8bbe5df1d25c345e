/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledname3Inputs */

const de_productsealrecycledname3 = /** @type {(inputs: Productsealrecycledname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recyceltes Material`)
};

/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsealrecycledname3 = de_productsealrecycledname3;
export { productsealrecycledname3 as "productSealRecycledName" }