export { checkoutadditional1 as "checkoutAdditional" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutadditional1Inputs = {};
/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutadditional1: ((inputs?: Checkoutadditional1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutadditional1Inputs, {
    locale?: "de";
}, {}>;
