/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const nl_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt voor je beoordeling. Je kunt dit venster nu sluiten.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const product_rated12 = nl_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }