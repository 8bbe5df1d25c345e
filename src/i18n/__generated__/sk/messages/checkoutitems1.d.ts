export { checkoutitems1 as "checkoutItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutitems1Inputs = {};
/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutitems1: ((inputs?: Checkoutitems1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutitems1Inputs, {
    locale?: "sk";
}, {}>;
