export { productcolour1 as "productColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productcolour1Inputs = {};
/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productcolour1: ((inputs?: Productcolour1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productcolour1Inputs, {
    locale?: "de-CH";
}, {}>;
