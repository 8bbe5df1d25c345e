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
const product_safety_info_error22 = nl_product_safety_info_error22;
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }