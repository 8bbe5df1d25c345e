export { product_rated12 as "PRODUCT_RATED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Rated12Inputs = {};
/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const product_rated12: ((inputs?: Product_Rated12Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Rated12Inputs, {
    locale?: "nl";
}, {}>;
