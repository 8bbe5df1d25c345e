export { productcancel1 as "productCancel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productcancel1Inputs = {};
/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productcancel1: ((inputs?: Productcancel1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productcancel1Inputs, {
    locale?: "fr";
}, {}>;
