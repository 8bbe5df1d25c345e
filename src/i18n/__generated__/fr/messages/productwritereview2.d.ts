export { productwritereview2 as "productWriteReview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productwritereview2Inputs = {};
/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productwritereview2: ((inputs?: Productwritereview2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productwritereview2Inputs, {
    locale?: "fr";
}, {}>;
