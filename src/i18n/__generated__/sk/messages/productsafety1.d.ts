export { productsafety1 as "productSafety" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsafety1Inputs = {};
/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productsafety1: ((inputs?: Productsafety1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsafety1Inputs, {
    locale?: "sk";
}, {}>;
