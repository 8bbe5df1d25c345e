export { productplusshipping2 as "productPlusShipping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productplusshipping2Inputs = {};
/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productplusshipping2: ((inputs?: Productplusshipping2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productplusshipping2Inputs, {
    locale?: "sk";
}, {}>;
