export { productfit1 as "productFit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfit1Inputs = {
    hint: NonNullable<unknown>;
};
/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productfit1: ((inputs: Productfit1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfit1Inputs, {
    locale?: "nl";
}, {}>;
