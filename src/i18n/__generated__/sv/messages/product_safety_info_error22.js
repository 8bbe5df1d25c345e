/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Safety_Info_Error22Inputs */

const sv_product_safety_info_error22 = /** @type {(inputs: Product_Safety_Info_Error22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det gick inte att läsa in uppgifterna. Försök igen senare.`)
};

/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const product_safety_info_error22 = sv_product_safety_info_error22;
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }