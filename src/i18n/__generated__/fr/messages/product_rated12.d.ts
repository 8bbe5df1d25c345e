export { product_rated12 as "PRODUCT_RATED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Rated12Inputs = {};
/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const product_rated12: ((inputs?: Product_Rated12Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Rated12Inputs, {
    locale?: "fr";
}, {}>;
