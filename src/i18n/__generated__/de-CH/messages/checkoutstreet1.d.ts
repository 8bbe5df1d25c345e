export { checkoutstreet1 as "checkoutStreet" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutstreet1Inputs = {};
/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutstreet1: ((inputs?: Checkoutstreet1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutstreet1Inputs, {
    locale?: "de-CH";
}, {}>;
