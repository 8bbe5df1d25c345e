/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const cs_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za Vaše hodnocení. Nyní můžete okno zavřít.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const product_rated12 = cs_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }