export { productloading1 as "productLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productloading1Inputs = {};
/**

* @param {Productloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productloading1: ((inputs?: Productloading1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productloading1Inputs, {
    locale?: "de-CH";
}, {}>;
