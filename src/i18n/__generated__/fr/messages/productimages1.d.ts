export { productimages1 as "productImages" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productimages1Inputs = {};
/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productimages1: ((inputs?: Productimages1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productimages1Inputs, {
    locale?: "fr";
}, {}>;
