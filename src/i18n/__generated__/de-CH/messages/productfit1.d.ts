export { productfit1 as "productFit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfit1Inputs = {
    hint: NonNullable<unknown>;
};
/**

* @param {Productfit1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productfit1: ((inputs: Productfit1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfit1Inputs, {
    locale?: "de-CH";
}, {}>;
