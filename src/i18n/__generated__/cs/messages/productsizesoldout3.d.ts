export { productsizesoldout3 as "productSizeSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizesoldout3Inputs = {};
/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productsizesoldout3: ((inputs?: Productsizesoldout3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizesoldout3Inputs, {
    locale?: "cs";
}, {}>;
