export { product_rated12 as "PRODUCT_RATED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Rated12Inputs = {};
/**

* @param {Product_Rated12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const product_rated12: ((inputs?: Product_Rated12Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Rated12Inputs, {
    locale?: "cs";
}, {}>;
