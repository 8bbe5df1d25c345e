export { productsizesoldout3 as "productSizeSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizesoldout3Inputs = {};
/**

* @param {Productsizesoldout3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsizesoldout3: ((inputs?: Productsizesoldout3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizesoldout3Inputs, {
    locale?: "nl";
}, {}>;
