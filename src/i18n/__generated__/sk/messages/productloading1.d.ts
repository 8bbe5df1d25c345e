export { productloading1 as "productLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productloading1Inputs = {};
/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productloading1: ((inputs?: Productloading1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productloading1Inputs, {
    locale?: "sk";
}, {}>;
