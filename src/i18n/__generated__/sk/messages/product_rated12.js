/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const sk_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme za Vaše hodnotenie. Teraz môžete okno zavrieť.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const product_rated12 = sk_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }