export { productsealgotstext3 as "productSealGotsText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealgotstext3Inputs = {};
/**

* @param {Productsealgotstext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsealgotstext3: ((inputs?: Productsealgotstext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealgotstext3Inputs, {
    locale?: "de";
}, {}>;
