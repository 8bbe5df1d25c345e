export { productsizesoldout3 as "productSizeSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizesoldout3Inputs = {};
/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productsizesoldout3: ((inputs?: Productsizesoldout3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizesoldout3Inputs, {
    locale?: "de-CH";
}, {}>;
