export { checkoutitems1 as "checkoutItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutitems1Inputs = {};
/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutitems1: ((inputs?: Checkoutitems1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutitems1Inputs, {
    locale?: "cs";
}, {}>;
