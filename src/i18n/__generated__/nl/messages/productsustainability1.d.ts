export { productsustainability1 as "productSustainability" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsustainability1Inputs = {};
/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsustainability1: ((inputs?: Productsustainability1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsustainability1Inputs, {
    locale?: "nl";
}, {}>;
