/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizesoldout3Inputs */

const de_ch2_productsizesoldout3 = /** @type {(inputs: Productsizesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` – ausverkauft`)
};

/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsizesoldout3 = de_ch2_productsizesoldout3;
export { productsizesoldout3 as "productSizeSoldOut" }