export { checkoutitems1 as "checkoutItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutitems1Inputs = {};
/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutitems1: ((inputs?: Checkoutitems1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutitems1Inputs, {
    locale?: "de-CH";
}, {}>;
