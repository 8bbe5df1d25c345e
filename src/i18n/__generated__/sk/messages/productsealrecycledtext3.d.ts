export { productsealrecycledtext3 as "productSealRecycledText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealrecycledtext3Inputs = {};
/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productsealrecycledtext3: ((inputs?: Productsealrecycledtext3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealrecycledtext3Inputs, {
    locale?: "sk";
}, {}>;
