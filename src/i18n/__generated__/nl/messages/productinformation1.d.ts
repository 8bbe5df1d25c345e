export { productinformation1 as "productInformation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productinformation1Inputs = {};
/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productinformation1: ((inputs?: Productinformation1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productinformation1Inputs, {
    locale?: "nl";
}, {}>;
