export { checkoutitems1 as "checkoutItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutitems1Inputs = {};
/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutitems1: ((inputs?: Checkoutitems1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutitems1Inputs, {
    locale?: "nl";
}, {}>;
