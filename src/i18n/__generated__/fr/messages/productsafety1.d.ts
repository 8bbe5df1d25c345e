export { productsafety1 as "productSafety" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsafety1Inputs = {};
/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productsafety1: ((inputs?: Productsafety1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsafety1Inputs, {
    locale?: "fr";
}, {}>;
