export { product_safety_info_error22 as "PRODUCT_SAFETY_INFO_ERROR" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Safety_Info_Error22Inputs = {};
/**

* @param {Product_Safety_Info_Error22Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const product_safety_info_error22: ((inputs?: Product_Safety_Info_Error22Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Safety_Info_Error22Inputs, {
    locale?: "de";
}, {}>;
