export { productimage1 as "productImage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productimage1Inputs = {};
/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productimage1: ((inputs?: Productimage1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productimage1Inputs, {
    locale?: "nl";
}, {}>;
