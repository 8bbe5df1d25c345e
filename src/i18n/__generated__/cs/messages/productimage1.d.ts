export { productimage1 as "productImage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productimage1Inputs = {};
/**

* @param {Productimage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productimage1: ((inputs?: Productimage1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productimage1Inputs, {
    locale?: "cs";
}, {}>;
