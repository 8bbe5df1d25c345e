/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Safety_Info_Error22Inputs */

const de_product_safety_info_error22 = /** @type {(inputs: Product_Safety_Info_Error22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Daten. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const product_safety_info_error22 = de_product_safety_info_error22;
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }