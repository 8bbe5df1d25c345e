export { productplusshipping2 as "productPlusShipping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productplusshipping2Inputs = {};
/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productplusshipping2: ((inputs?: Productplusshipping2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productplusshipping2Inputs, {
    locale?: "de-CH";
}, {}>;
