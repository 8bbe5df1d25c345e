/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Safety_Info_Error22Inputs */

const fr_product_safety_info_error22 = /** @type {(inputs: Product_Safety_Info_Error22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des données. Veuillez réessayer plus tard.`)
};

/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const product_safety_info_error22 = fr_product_safety_info_error22;
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }