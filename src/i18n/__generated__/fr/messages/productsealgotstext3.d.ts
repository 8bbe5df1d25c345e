export { productsealgotstext3 as "productSealGotsText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealgotstext3Inputs = {};
/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productsealgotstext3: ((inputs?: Productsealgotstext3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealgotstext3Inputs, {
    locale?: "fr";
}, {}>;
