export { checkoutadditional1 as "checkoutAdditional" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutadditional1Inputs = {};
/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutadditional1: ((inputs?: Checkoutadditional1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutadditional1Inputs, {
    locale?: "fr";
}, {}>;
