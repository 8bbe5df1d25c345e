export { productplusshipping2 as "productPlusShipping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productplusshipping2Inputs = {};
/**

* @param {Productplusshipping2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productplusshipping2: ((inputs?: Productplusshipping2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productplusshipping2Inputs, {
    locale?: "de";
}, {}>;
