export { productdescription1 as "productDescription" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdescription1Inputs = {};
/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productdescription1: ((inputs?: Productdescription1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdescription1Inputs, {
    locale?: "nl";
}, {}>;
