export { productsealrecycledtext3 as "productSealRecycledText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealrecycledtext3Inputs = {};
/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsealrecycledtext3: ((inputs?: Productsealrecycledtext3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealrecycledtext3Inputs, {
    locale?: "nl";
}, {}>;
