export { productsealfsctext3 as "productSealFscText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealfsctext3Inputs = {};
/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsealfsctext3: ((inputs?: Productsealfsctext3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealfsctext3Inputs, {
    locale?: "nl";
}, {}>;
