/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsizesoldout3Inputs */

const sv_productsizesoldout3 = /** @type {(inputs: Productsizesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` – slutsåld`)
};

/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsizesoldout3 = sv_productsizesoldout3;
export { productsizesoldout3 as "productSizeSoldOut" }