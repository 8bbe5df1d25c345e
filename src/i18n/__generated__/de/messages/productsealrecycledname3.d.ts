export { productsealrecycledname3 as "productSealRecycledName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealrecycledname3Inputs = {};
/**

* @param {Productsealrecycledname3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsealrecycledname3: ((inputs?: Productsealrecycledname3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealrecycledname3Inputs, {
    locale?: "de";
}, {}>;
