export { productpreviousimage2 as "productPreviousImage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productpreviousimage2Inputs = {};
/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productpreviousimage2: ((inputs?: Productpreviousimage2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productpreviousimage2Inputs, {
    locale?: "nl";
}, {}>;
