export { productsafetynone2 as "productSafetyNone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsafetynone2Inputs = {};
/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productsafetynone2: ((inputs?: Productsafetynone2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsafetynone2Inputs, {
    locale?: "fr";
}, {}>;
