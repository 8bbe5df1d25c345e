/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const sv_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för ditt betyg! Du kan stänga fönstret nu.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const product_rated12 = sv_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }