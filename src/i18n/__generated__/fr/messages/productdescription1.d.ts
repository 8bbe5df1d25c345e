export { productdescription1 as "productDescription" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdescription1Inputs = {};
/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productdescription1: ((inputs?: Productdescription1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdescription1Inputs, {
    locale?: "fr";
}, {}>;
