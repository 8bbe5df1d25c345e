/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Safety_Info_Error22Inputs */

const nl_product_safety_info_error22 = /** @type {(inputs: Product_Safety_Info_Error22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fout bij het laden van de gegevens. Probeer het later nog eens.`)
};

/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const product_safety_info_error22 = /** @type {((inputs?: Product_Safety_Info_Error22Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Safety_Info_Error22Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_product_safety_info_error22(inputs)
});
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }