/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Rated12Inputs */

const de_ch2_product_rated12 = /** @type {(inputs: Product_Rated12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Bewertung. Sie können das Fenster jetzt schliessen.`)
};

/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const product_rated12 = de_ch2_product_rated12;
export { product_rated12 as "PRODUCT_RATED" }