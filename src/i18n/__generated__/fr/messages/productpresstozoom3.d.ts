export { productpresstozoom3 as "productPressToZoom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productpresstozoom3Inputs = {};
/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productpresstozoom3: ((inputs?: Productpresstozoom3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productpresstozoom3Inputs, {
    locale?: "fr";
}, {}>;
