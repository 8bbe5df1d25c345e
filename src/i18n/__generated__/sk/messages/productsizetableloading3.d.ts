export { productsizetableloading3 as "productSizeTableLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizetableloading3Inputs = {};
/**

* @param {Productsizetableloading3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productsizetableloading3: ((inputs?: Productsizetableloading3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizetableloading3Inputs, {
    locale?: "sk";
}, {}>;
