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
const product_rated12 = fr_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }