export { productpresstozoom3 as "productPressToZoom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productpresstozoom3Inputs = {};
/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productpresstozoom3: ((inputs?: Productpresstozoom3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productpresstozoom3Inputs, {
    locale?: "cs";
}, {}>;
