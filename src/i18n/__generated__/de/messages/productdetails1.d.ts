export { productdetails1 as "productDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdetails1Inputs = {};
/**

* @param {Productdetails1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productdetails1: ((inputs?: Productdetails1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdetails1Inputs, {
    locale?: "de";
}, {}>;
