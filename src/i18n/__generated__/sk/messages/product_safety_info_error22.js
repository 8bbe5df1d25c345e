/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Safety_Info_Error22Inputs */

const sk_product_safety_info_error22 = /** @type {(inputs: Product_Safety_Info_Error22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri načítaní údajov nastala chyba. Skúste to, prosím, neskôr.`)
};

/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const product_safety_info_error22 = sk_product_safety_info_error22;
export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" }