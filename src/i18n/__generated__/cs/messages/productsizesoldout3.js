/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizesoldout3Inputs */

const cs_productsizesoldout3 = /** @type {(inputs: Productsizesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` – vyprodáno`)
};

/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsizesoldout3 = cs_productsizesoldout3;
export { productsizesoldout3 as "productSizeSoldOut" }