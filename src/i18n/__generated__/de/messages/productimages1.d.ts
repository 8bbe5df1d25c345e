export { productimages1 as "productImages" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productimages1Inputs = {};
/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productimages1: ((inputs?: Productimages1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productimages1Inputs, {
    locale?: "de";
}, {}>;
