export { productcolour1 as "productColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productcolour1Inputs = {};
/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productcolour1: ((inputs?: Productcolour1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productcolour1Inputs, {
    locale?: "cs";
}, {}>;
