export { checkoutloadfailed2 as "checkoutLoadFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutloadfailed2Inputs = {};
/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutloadfailed2: ((inputs?: Checkoutloadfailed2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutloadfailed2Inputs, {
    locale?: "de-CH";
}, {}>;
