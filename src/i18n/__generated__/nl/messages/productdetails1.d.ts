export { productdetails1 as "productDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdetails1Inputs = {};
/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productdetails1: ((inputs?: Productdetails1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdetails1Inputs, {
    locale?: "nl";
}, {}>;
