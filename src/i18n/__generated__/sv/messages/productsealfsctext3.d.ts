export { productsealfsctext3 as "productSealFscText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealfsctext3Inputs = {};
/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productsealfsctext3: ((inputs?: Productsealfsctext3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealfsctext3Inputs, {
    locale?: "sv";
}, {}>;
