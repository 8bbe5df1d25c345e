export { productsustainability1 as "productSustainability" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsustainability1Inputs = {};
/**

* @param {Productsustainability1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productsustainability1: ((inputs?: Productsustainability1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsustainability1Inputs, {
    locale?: "sv";
}, {}>;
