export { productsealrecycledtext3 as "productSealRecycledText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealrecycledtext3Inputs = {};
/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsealrecycledtext3: ((inputs?: Productsealrecycledtext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealrecycledtext3Inputs, {
    locale?: "de";
}, {}>;
