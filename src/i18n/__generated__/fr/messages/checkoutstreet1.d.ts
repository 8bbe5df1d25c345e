export { checkoutstreet1 as "checkoutStreet" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutstreet1Inputs = {};
/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutstreet1: ((inputs?: Checkoutstreet1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutstreet1Inputs, {
    locale?: "fr";
}, {}>;
