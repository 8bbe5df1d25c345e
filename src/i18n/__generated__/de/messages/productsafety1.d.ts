export { productsafety1 as "productSafety" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsafety1Inputs = {};
/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsafety1: ((inputs?: Productsafety1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsafety1Inputs, {
    locale?: "de";
}, {}>;
