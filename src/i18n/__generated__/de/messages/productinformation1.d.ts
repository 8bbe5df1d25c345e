export { productinformation1 as "productInformation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productinformation1Inputs = {};
/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productinformation1: ((inputs?: Productinformation1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productinformation1Inputs, {
    locale?: "de";
}, {}>;
