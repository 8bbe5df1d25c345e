export { productdetails1 as "productDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdetails1Inputs = {};
/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productdetails1: ((inputs?: Productdetails1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdetails1Inputs, {
    locale?: "de-CH";
}, {}>;
