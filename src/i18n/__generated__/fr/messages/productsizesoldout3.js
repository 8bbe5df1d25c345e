/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizesoldout3Inputs */

const fr_productsizesoldout3 = /** @type {(inputs: Productsizesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` – épuisé`)
};

/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsizesoldout3 = fr_productsizesoldout3;
export { productsizesoldout3 as "productSizeSoldOut" }