/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizesoldout3Inputs */

const sk_productsizesoldout3 = /** @type {(inputs: Productsizesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` – vypredané`)
};

/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsizesoldout3 = sk_productsizesoldout3;
export { productsizesoldout3 as "productSizeSoldOut" }