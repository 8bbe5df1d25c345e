export { checkoutchange1 as "checkoutChange" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutchange1Inputs = {};
/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutchange1: ((inputs?: Checkoutchange1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutchange1Inputs, {
    locale?: "de-CH";
}, {}>;
