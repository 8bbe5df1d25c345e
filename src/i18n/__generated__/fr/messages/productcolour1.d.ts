export { productcolour1 as "productColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productcolour1Inputs = {};
/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productcolour1: ((inputs?: Productcolour1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productcolour1Inputs, {
    locale?: "fr";
}, {}>;
