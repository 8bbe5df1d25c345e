export { checkoutchange1 as "checkoutChange" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutchange1Inputs = {};
/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutchange1: ((inputs?: Checkoutchange1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutchange1Inputs, {
    locale?: "fr";
}, {}>;
