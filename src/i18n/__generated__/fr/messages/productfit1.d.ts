export { productfit1 as "productFit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfit1Inputs = {
    hint: NonNullable<unknown>;
};
/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productfit1: ((inputs: Productfit1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfit1Inputs, {
    locale?: "fr";
}, {}>;
