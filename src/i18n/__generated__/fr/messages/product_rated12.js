/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const fr_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre évaluation. Vous pouvez maintenant fermer cette fenêtre.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const product_rated12 = /** @type {((inputs?: Product_Rated12Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Rated12Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_product_rated12(inputs)
});
export { product_rated12 as "PRODUCT_RATED" }